	incq	%rax
	andq	%rsi, %rax
	movq	%rax, %rcx
	salq	$4, %rcx
	addq	%rdi, %rcx
	cmpq	$0, (%rcx)
	jne	.L74
