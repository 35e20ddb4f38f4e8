	movl	%edi, %r8d
	movl	(%rsi,%rcx), %edi
	movl	%eax, %edx
	sall	$8, %edx
	subl	%eax, %edx
	movl	%edi, %eax
	sarl	$8, %edx
	subl	%r8d, %eax
	addl	%edx, %eax
	movl	%eax, (%r10,%rcx)
	addq	$4, %rcx
	cmpq	%rcx, %r9
	jne	.L95
