	vmovdqu	(%rsi), %xmm3
	movl	%eax, %r11d
	vmovdqu	(%rcx), %xmm0
	addl	$4, %eax
	prefetcht0	272(%rcx)
	prefetcht0	272(%rsi)
	addq	$64, %rcx
	addq	$64, %rsi
	vpsubq	%xmm0, %xmm3, %xmm2
	vpsubq	%xmm3, %xmm0, %xmm4
	vpcmpgtq	%xmm3, %xmm0, %xmm0
	vmovdqu	-48(%rsi), %xmm3
	vpblendvb	%xmm0, %xmm4, %xmm2, %xmm0
	vpaddq	%xmm0, %xmm1, %xmm1
	vmovdqu	-48(%rcx), %xmm0
	vpsubq	%xmm0, %xmm3, %xmm2
	vpsubq	%xmm3, %xmm0, %xmm4
	vpcmpgtq	%xmm3, %xmm0, %xmm0
	vmovdqu	-32(%rsi), %xmm3
	vpblendvb	%xmm0, %xmm4, %xmm2, %xmm0
	vpaddq	%xmm0, %xmm1, %xmm1
	vmovdqu	-32(%rcx), %xmm0
	vpsubq	%xmm0, %xmm3, %xmm2
	vpsubq	%xmm3, %xmm0, %xmm4
	vpcmpgtq	%xmm3, %xmm0, %xmm0
	vmovdqu	-16(%rsi), %xmm3
	vpblendvb	%xmm0, %xmm4, %xmm2, %xmm0
	vpaddq	%xmm0, %xmm1, %xmm1
	vmovdqu	-16(%rcx), %xmm0
	cmpl	%edx, %r11d
	vpsubq	%xmm0, %xmm3, %xmm2
	vpsubq	%xmm3, %xmm0, %xmm4
	vpcmpgtq	%xmm3, %xmm0, %xmm0
	vpblendvb	%xmm0, %xmm4, %xmm2, %xmm0
	vpaddq	%xmm0, %xmm1, %xmm1
	jne	.L228
