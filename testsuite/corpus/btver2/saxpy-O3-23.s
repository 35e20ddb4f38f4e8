	vmulss	(%rsi), %xmm0, %xmm1
	incl	%eax
	addq	%rcx, %rsi
	vaddss	(%rdi), %xmm1, %xmm1
	vmovss	%xmm1, (%rdi)
	addq	%r8, %rdi
	cmpl	%eax, %edx
	jne	.L143
