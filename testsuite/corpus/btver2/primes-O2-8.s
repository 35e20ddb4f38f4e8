	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rsi
	addq	%rdx, %rcx
	movq	%rdi, %rdx
	cmpq	%rsi, %rdx
	movq	%rax, %rdi
	jnb	.L45
