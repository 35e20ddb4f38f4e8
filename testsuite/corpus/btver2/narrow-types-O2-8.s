	movzwl	(%rdi), %edx
	addq	$2, %rdi
	addq	%rdx, %rax
	cmpq	%rcx, %rdi
	jne	.L39
