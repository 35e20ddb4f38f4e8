	vmovupd	(%rax), %xmm1
	incl	%ecx
	addq	$16, %rax
	cmpl	%r8d, %ecx
	vaddsd	%xmm0, %xmm1, %xmm3
	vunpckhpd	%xmm1, %xmm1, %xmm0
	vmulpd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm3, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm2, %xmm2
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm2, %xmm1, %xmm2
	jb	.L138
