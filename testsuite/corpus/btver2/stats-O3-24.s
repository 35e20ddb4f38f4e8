	vmovupd	(%r9,%rcx), %xmm1
	incl	%esi
	vmulpd	(%r8,%rcx), %xmm1, %xmm1
	addq	$16, %rcx
	cmpl	%r10d, %esi
	vaddsd	%xmm1, %xmm0, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	jb	.L183
