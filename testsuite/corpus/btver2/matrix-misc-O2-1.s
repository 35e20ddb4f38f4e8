	incl	%eax
	vaddsd	(%rsi), %xmm0, %xmm0
	addq	%rdx, %rsi
	cmpl	%eax, %edi
	jne	.L3
