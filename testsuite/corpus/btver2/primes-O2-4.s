	movq	%rdi, %rax
	cqto
	idivq	%rcx
	cqto
	movq	%rax, %rdi
	idivq	%rcx
	testq	%rdx, %rdx
	je	.L20
