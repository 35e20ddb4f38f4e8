	vmovsd	-120(%rcx), %xmm2
	movl	%eax, %esi
	addl	$9, %esi
	addl	$8, %eax
	prefetcht0	(%rcx)
	prefetcht0	-8(%rcx)
	prefetchw	8(%rcx)
	addq	$64, %rcx
	vmulsd	%xmm2, %xmm1, %xmm0
	vsubsd	-192(%rcx), %xmm0, %xmm0
	vmulsd	%xmm0, %xmm1, %xmm3
	vmovsd	%xmm0, -176(%rcx)
	vsubsd	%xmm2, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm1, %xmm2
	vmovsd	%xmm3, -168(%rcx)
	vsubsd	%xmm0, %xmm2, %xmm2
	vmulsd	%xmm2, %xmm1, %xmm0
	vmovsd	%xmm2, -160(%rcx)
	vsubsd	%xmm3, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm1, %xmm3
	vmovsd	%xmm0, -152(%rcx)
	vsubsd	%xmm2, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm1, %xmm2
	vmovsd	%xmm3, -144(%rcx)
	vsubsd	%xmm0, %xmm2, %xmm2
	vmulsd	%xmm2, %xmm1, %xmm0
	vmovsd	%xmm2, -136(%rcx)
	vsubsd	%xmm3, %xmm0, %xmm0
	vmovsd	%xmm0, -128(%rcx)
	vmulsd	%xmm0, %xmm1, %xmm0
	vsubsd	%xmm2, %xmm0, %xmm0
	vmovsd	%xmm0, -120(%rcx)
	cmpl	%esi, %r8d
	jg	.L268
