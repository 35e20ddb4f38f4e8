	incq	%rax
	andq	%r8, %rax
	movq	%rax, %rdx
	salq	$4, %rdx
	addq	%rdi, %rdx
	movq	(%rdx), %rcx
	cmpq	%rsi, %rcx
	je	.L2
	testq	%rcx, %rcx
	jne	.L17
