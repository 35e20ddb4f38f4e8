	movswl	(%rdi), %edx
	addq	$2, %rdi
	addl	%edx, %eax
	cmpq	%rcx, %rdi
	jne	.L24
