	popcntq	(%rdi), %rdx
	addq	$8, %rdi
	addl	%edx, %eax
	cmpq	%rcx, %rdi
	jne	.L5
