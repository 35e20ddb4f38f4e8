	leaq	(%rax,%rdx), %rcx
	shrq	%rax
	cmpq	%rcx, %rdi
	jb	.L36
	subq	%rcx, %rdi
	addq	%rdx, %rax
	shrq	$2, %rdx
	jne	.L37
