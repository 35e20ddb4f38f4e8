	tzcntq	%rsi, %rcx
	shrq	%cl, %rsi
	cmpq	%rax, %rsi
	jnb	.L39
	movq	%rax, %rdx
	movq	%rsi, %rax
	movq	%rdx, %rsi
	subq	%rax, %rsi
	jne	.L40
