	vmovdqa	%xmm3, %xmm0
	incl	%edx
	vcvtdq2ps	%xmm0, %xmm0
	vpaddd	%xmm7, %xmm3, %xmm3
	vmulps	%xmm5, %xmm0, %xmm0
	vsubps	%xmm0, %xmm6, %xmm2
	vmulps	(%r10,%rax), %xmm0, %xmm0
	vmulps	(%rsi,%rax), %xmm2, %xmm2
	vaddps	%xmm0, %xmm2, %xmm0
	vmovups	%xmm0, (%r11,%rax)
	addq	$16, %rax
	cmpl	%ebx, %edx
	jb	.L139
