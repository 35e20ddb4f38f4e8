	movq	%rcx, %rax
	decq	%rsi
	mulq	%r8
	shrq	$3, %rdx
	leaq	(%rdx,%rdx,4), %rax
	addq	%rax, %rax
	subq	%rax, %rcx
	addl	$48, %ecx
	movb	%cl, 1(%rsi)
	cmpq	%rsi, %rdi
	movq	%rdx, %rcx
	jne	.L161
