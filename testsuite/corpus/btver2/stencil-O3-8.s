	incl	%edi
	vmulpd	0(%rbp,%rdx), %xmm1, %xmm3
	vmulpd	(%r11,%rdx), %xmm2, %xmm0
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	(%rbx,%rdx), %xmm4, %xmm3
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	(%rsi,%rdx), %xmm2, %xmm3
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	(%r9,%rdx), %xmm1, %xmm3
	vaddpd	%xmm3, %xmm0, %xmm0
	vmovupd	%xmm0, (%r8,%rdx)
	addq	$16, %rdx
	cmpl	%r12d, %edi
	jb	.L89
