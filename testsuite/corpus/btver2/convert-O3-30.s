	vcvtsi2sdl	(%rdi,%rax,4), %xmm0, %xmm0
	vcvtss2sd	(%rsi,%rax,4), %xmm2, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	incq	%rax
	cmpl	%eax, %edx
	vaddsd	%xmm0, %xmm1, %xmm1
	jg	.L265
