	vmovupd	(%rax), %xmm1
	incl	%edx
	addq	$16, %rax
	cmpl	%ecx, %edx
	vmulpd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	jb	.L44
