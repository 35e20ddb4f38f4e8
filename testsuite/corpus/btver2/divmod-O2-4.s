	movl	(%rsi,%rdi), %eax
	xorl	%edx, %edx
	divl	%ecx
	movl	%edx, (%r9,%rdi)
	addq	$4, %rdi
	cmpq	%rdi, %r8
	jne	.L19
