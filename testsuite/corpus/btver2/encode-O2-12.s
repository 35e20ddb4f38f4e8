	movl	%edx, %r8d
	movl	(%rsi,%rax), %edx
	movl	%edx, %ecx
	subl	%r8d, %ecx
	movl	%ecx, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rax, %r9
	jne	.L69
