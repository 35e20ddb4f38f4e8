	incl	%eax
	vaddsd	-184(%rsi,%rdx), %xmm0, %xmm0
	prefetcht0	(%rsi)
	addq	%rcx, %rsi
	cmpl	%eax, %edi
	jne	.L3
