	vmovupd	(%r9,%rdx), %xmm0
	incl	%ecx
	vmovupd	(%r8,%rdx), %xmm1
	vsubpd	(%r11,%rdx), %xmm0, %xmm0
	vsubpd	(%rbx,%rdx), %xmm1, %xmm1
	addq	$16, %rdx
	cmpl	%r10d, %ecx
	vmulpd	%xmm0, %xmm0, %xmm0
	vmulpd	%xmm1, %xmm1, %xmm1
	vaddpd	%xmm1, %xmm0, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm2
	jb	.L65
