	incl	%edx
	movq	%rax, %rcx
	addq	%rsi, %rax
	cmpl	%edx, %edi
	movq	%rcx, %rsi
	jne	.L46
