	popcntl	(%rdi), %edx
	addq	$4, %rdi
	addl	%edx, %eax
	cmpq	%rdi, %rcx
	jne	.L10
