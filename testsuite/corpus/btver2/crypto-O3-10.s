	vmovdqu	-64(%rax), %xmm1
	prefetcht0	(%rax)
	addq	$16, %rax
	prefetchw	(%rdx)
	addq	$16, %rdx
	vpaddb	%xmm1, %xmm1, %xmm0
	vpandn	%xmm1, %xmm10, %xmm11
	vpxor	%xmm2, %xmm0, %xmm12
	vpblendvb	%xmm1, %xmm12, %xmm0, %xmm0
	vpxor	%xmm0, %xmm11, %xmm12
	vpaddb	%xmm0, %xmm0, %xmm1
	vpblendvb	%xmm9, %xmm11, %xmm12, %xmm12
	vpxor	%xmm2, %xmm1, %xmm11
	vpblendvb	%xmm0, %xmm11, %xmm1, %xmm1
	vpxor	%xmm1, %xmm12, %xmm11
	vpaddb	%xmm1, %xmm1, %xmm0
	vpblendvb	%xmm8, %xmm12, %xmm11, %xmm11
	vpxor	%xmm2, %xmm0, %xmm12
	vpblendvb	%xmm1, %xmm12, %xmm0, %xmm0
	vpxor	%xmm0, %xmm11, %xmm12
	vpaddb	%xmm0, %xmm0, %xmm1
	vpblendvb	%xmm7, %xmm11, %xmm12, %xmm12
	vpxor	%xmm2, %xmm1, %xmm11
	vpblendvb	%xmm0, %xmm11, %xmm1, %xmm1
	vpxor	%xmm1, %xmm12, %xmm11
	vpaddb	%xmm1, %xmm1, %xmm0
	vpblendvb	%xmm6, %xmm12, %xmm11, %xmm11
	vpxor	%xmm2, %xmm0, %xmm12
	vpblendvb	%xmm1, %xmm12, %xmm0, %xmm0
	vpxor	%xmm0, %xmm11, %xmm12
	vpaddb	%xmm0, %xmm0, %xmm1
	vpblendvb	%xmm5, %xmm11, %xmm12, %xmm12
	vpxor	%xmm2, %xmm1, %xmm11
	vpblendvb	%xmm0, %xmm11, %xmm1, %xmm1
	vpxor	%xmm1, %xmm12, %xmm11
	vpaddb	%xmm1, %xmm1, %xmm0
	vpblendvb	%xmm4, %xmm12, %xmm11, %xmm11
	vpxor	%xmm2, %xmm0, %xmm12
	vpblendvb	%xmm1, %xmm12, %xmm0, %xmm0
	vpxor	%xmm0, %xmm11, %xmm0
	vpblendvb	%xmm3, %xmm11, %xmm0, %xmm0
	vmovdqu	%xmm0, -80(%rdx)
	cmpq	%rcx, %rax
	jne	.L52
