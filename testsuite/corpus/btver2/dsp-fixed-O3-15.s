	vmovsd	-80(%r9), %xmm6
	prefetcht0	(%r9)
	vmulsd	8(%rdx), %xmm5, %xmm4
	prefetchw	(%r8)
	addl	$8, %r10d
	addq	$64, %r9
	vmulsd	16(%rdx), %xmm2, %xmm2
	addq	$64, %r8
	vmulsd	32(%rdx), %xmm1, %xmm1
	vmulsd	(%rdx), %xmm6, %xmm0
	vaddsd	%xmm4, %xmm0, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	24(%rdx), %xmm3, %xmm2
	vsubsd	%xmm2, %xmm0, %xmm0
	vsubsd	%xmm1, %xmm0, %xmm1
	vmovsd	%xmm1, -144(%r8)
	vmovsd	-136(%r9), %xmm7
	vmulsd	8(%rdx), %xmm6, %xmm0
	vmulsd	16(%rdx), %xmm5, %xmm5
	vmulsd	32(%rdx), %xmm3, %xmm3
	vmulsd	(%rdx), %xmm7, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm2
	vmulsd	24(%rdx), %xmm1, %xmm0
	vaddsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm0, %xmm2, %xmm2
	vsubsd	%xmm3, %xmm2, %xmm2
	vmovsd	%xmm2, -136(%r8)
	vmovsd	-128(%r9), %xmm4
	vmulsd	8(%rdx), %xmm7, %xmm3
	vmulsd	16(%rdx), %xmm6, %xmm6
	vmulsd	32(%rdx), %xmm1, %xmm1
	vmulsd	(%rdx), %xmm4, %xmm0
	vaddsd	%xmm3, %xmm0, %xmm0
	vmulsd	24(%rdx), %xmm2, %xmm3
	vaddsd	%xmm6, %xmm0, %xmm0
	vsubsd	%xmm3, %xmm0, %xmm0
	vsubsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, -128(%r8)
	vmovsd	-120(%r9), %xmm6
	vmulsd	8(%rdx), %xmm4, %xmm3
	vmulsd	16(%rdx), %xmm7, %xmm7
	vmulsd	32(%rdx), %xmm2, %xmm2
	vmulsd	(%rdx), %xmm6, %xmm1
	vaddsd	%xmm3, %xmm1, %xmm1
	vmulsd	24(%rdx), %xmm0, %xmm3
	vaddsd	%xmm7, %xmm1, %xmm1
	vsubsd	%xmm3, %xmm1, %xmm1
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovsd	%xmm1, -120(%r8)
	vmovsd	-112(%r9), %xmm5
	vmulsd	(%rdx), %xmm5, %xmm3
	vmulsd	8(%rdx), %xmm6, %xmm2
	vmulsd	16(%rdx), %xmm4, %xmm4
	vmulsd	32(%rdx), %xmm0, %xmm0
	vaddsd	%xmm2, %xmm3, %xmm3
	vmulsd	24(%rdx), %xmm1, %xmm2
	vaddsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm3
	vsubsd	%xmm0, %xmm3, %xmm3
	vmovsd	%xmm3, -112(%r8)
	vmovsd	-104(%r9), %xmm4
	vmulsd	8(%rdx), %xmm5, %xmm2
	vmulsd	16(%rdx), %xmm6, %xmm6
	vmulsd	32(%rdx), %xmm1, %xmm1
	vmulsd	(%rdx), %xmm4, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	24(%rdx), %xmm3, %xmm2
	vaddsd	%xmm6, %xmm0, %xmm0
	vsubsd	%xmm2, %xmm0, %xmm0
	vsubsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, -104(%r8)
	vmovsd	-96(%r9), %xmm2
	vmulsd	8(%rdx), %xmm4, %xmm6
	vmulsd	16(%rdx), %xmm5, %xmm5
	vmulsd	32(%rdx), %xmm3, %xmm3
	vmulsd	(%rdx), %xmm2, %xmm1
	vaddsd	%xmm6, %xmm1, %xmm1
	vaddsd	%xmm5, %xmm1, %xmm1
	vmulsd	24(%rdx), %xmm0, %xmm5
	vsubsd	%xmm5, %xmm1, %xmm1
	vsubsd	%xmm3, %xmm1, %xmm1
	vmovsd	%xmm1, -96(%r8)
	vmovsd	-88(%r9), %xmm5
	vmulsd	8(%rdx), %xmm2, %xmm6
	vmulsd	16(%rdx), %xmm4, %xmm4
	vmulsd	32(%rdx), %xmm0, %xmm0
	vmulsd	(%rdx), %xmm5, %xmm3
	vaddsd	%xmm6, %xmm3, %xmm3
	vaddsd	%xmm4, %xmm3, %xmm3
	vmulsd	24(%rdx), %xmm1, %xmm4
	vsubsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm0, %xmm3, %xmm3
	vmovsd	%xmm3, -88(%r8)
	cmpl	%r10d, %eax
	jne	.L138
