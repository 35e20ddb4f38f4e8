	vsubpd	0(%r13,%rdx), %xmm8, %xmm6
	incl	%ecx
	vsubpd	(%r12,%rdx), %xmm9, %xmm1
	addq	$16, %rdx
	cmpl	%r14d, %ecx
	vmulpd	%xmm6, %xmm6, %xmm6
	vmulpd	%xmm1, %xmm1, %xmm1
	vaddpd	%xmm6, %xmm1, %xmm1
	vaddpd	%xmm7, %xmm1, %xmm1
	vdivpd	%xmm1, %xmm7, %xmm1
	vaddsd	%xmm1, %xmm4, %xmm6
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm6, %xmm1, %xmm4
	jb	.L127
