	vmulps	(%r10), %xmm4, %xmm0
	prefetcht0	160(%r10)
	prefetcht0	160(%rbp)
	addq	$64, %r10
	vmulps	0(%rbp), %xmm2, %xmm3
	movl	%edx, %edi
	addq	$64, %rbp
	addl	$4, %edx
	prefetcht0	160(%rcx)
	addq	$64, %rcx
	vaddps	-64(%rcx), %xmm0, %xmm0
	vaddps	%xmm3, %xmm0, %xmm0
	vmulps	-48(%rbp), %xmm2, %xmm3
	vmovups	%xmm0, -64(%rcx)
	vmulps	-48(%r10), %xmm4, %xmm0
	vaddps	-48(%rcx), %xmm0, %xmm0
	vaddps	%xmm3, %xmm0, %xmm0
	vmulps	-32(%rbp), %xmm2, %xmm3
	vmovups	%xmm0, -48(%rcx)
	vmulps	-32(%r10), %xmm4, %xmm0
	vaddps	-32(%rcx), %xmm0, %xmm0
	vaddps	%xmm3, %xmm0, %xmm0
	vmulps	-16(%rbp), %xmm2, %xmm3
	vmovups	%xmm0, -32(%rcx)
	vmulps	-16(%r10), %xmm4, %xmm0
	vaddps	-16(%rcx), %xmm0, %xmm0
	vaddps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -16(%rcx)
	cmpl	%edx, -92(%rsp)
	jne	.L43
