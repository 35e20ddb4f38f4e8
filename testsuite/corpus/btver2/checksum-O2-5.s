	movzwl	(%rdi), %edx
	addq	$2, %rdi
	addl	%edx, %eax
	cmpq	%rdi, %rcx
	jne	.L26
