	movq	%rdx, %rax
	movq	(%rax), %rdx
	movq	%rcx, (%rax)
	movq	%rax, %rcx
	testq	%rdx, %rdx
	jne	.L25
