	movq	%rsi, %rcx
	shrq	%rcx
	cmpl	%edx, -4(%rax,%rcx,4)
	leaq	0(,%rcx,4), %r8
	jnb	.L23
	addq	%r8, %rax
	subq	%rcx, %rsi
	cmpq	$1, %rsi
	ja	.L24
