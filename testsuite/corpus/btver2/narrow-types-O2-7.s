	movq	(%rdi), %rax
	addq	$8, %rdi
	movq	%rax, %rdx
	salq	$3, %rax
	shrq	$7, %rdx
	xorq	%rdx, %rax
	movq	%rax, -8(%rdi)
	cmpq	%rdi, %rcx
	jne	.L34
