	imulq	%r8, %rdi
	addq	%rcx, %rdi
	movq	%rdi, %r9
	imulq	%r8, %rdi
	shrq	$11, %r9
	vcvtsi2sdq	%r9, %xmm0, %xmm0
	vmulsd	%xmm2, %xmm0, %xmm0
	addq	%rcx, %rdi
	vmulsd	%xmm0, %xmm0, %xmm0
	movq	%rdi, %r9
	shrq	$11, %r9
	vcvtsi2sdq	%r9, %xmm1, %xmm1
	vmulsd	%xmm2, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vcomisd	%xmm0, %xmm3
	sbbl	$-1, %edx
	incl	%eax
	cmpl	%eax, %esi
	jne	.L43
