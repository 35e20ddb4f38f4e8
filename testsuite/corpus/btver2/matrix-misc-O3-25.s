	vmulsd	112(%r8), %xmm0, %xmm0
	prefetcht0	(%r9)
	vmovsd	112(%r9), %xmm1
	prefetcht0	(%r8)
	subl	$8, %r10d
	subq	$64, %r9
	subq	$64, %r8
	prefetchw	(%rdx)
	subq	$64, %rdx
	vsubsd	%xmm0, %xmm1, %xmm0
	vmovsd	%xmm0, 176(%rdx)
	vmulsd	168(%r8), %xmm0, %xmm1
	vmovsd	168(%r9), %xmm0
	vsubsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, 168(%rdx)
	vmulsd	160(%r8), %xmm0, %xmm1
	vmovsd	160(%r9), %xmm0
	vsubsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, 160(%rdx)
	vmulsd	152(%r8), %xmm0, %xmm1
	vmovsd	152(%r9), %xmm0
	vsubsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, 152(%rdx)
	vmulsd	144(%r8), %xmm0, %xmm1
	vmovsd	144(%r9), %xmm0
	vsubsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, 144(%rdx)
	vmulsd	136(%r8), %xmm0, %xmm1
	vmovsd	136(%r9), %xmm0
	vsubsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, 136(%rdx)
	vmulsd	128(%r8), %xmm0, %xmm1
	vmovsd	128(%r9), %xmm0
	vsubsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, 128(%rdx)
	vmulsd	120(%r8), %xmm0, %xmm1
	vmovsd	120(%r9), %xmm0
	vsubsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, 120(%rdx)
	cmpl	%eax, %r10d
	jne	.L238
