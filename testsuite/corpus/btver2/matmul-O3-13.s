	vmovupd	(%r15,%rax), %xmm1
	incl	%edx
	vmulpd	(%r14,%rax), %xmm1, %xmm1
	addq	$16, %rax
	cmpl	%edi, %edx
	vaddsd	%xmm0, %xmm1, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	jb	.L121
