	movbel	(%rdi), %eax
	addq	$4, %rdi
	movl	%eax, -4(%rdi)
	cmpq	%rdx, %rdi
	jne	.L72
