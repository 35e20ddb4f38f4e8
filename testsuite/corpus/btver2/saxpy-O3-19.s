	vmulss	-76(%r8), %xmm0, %xmm1
	prefetcht0	(%r8)
	prefetcht0	(%rcx)
	addl	$16, %r9d
	addq	$64, %rcx
	addq	$64, %r8
	vaddss	-140(%rcx), %xmm1, %xmm1
	vmovss	%xmm1, -140(%rcx)
	vmulss	-136(%r8), %xmm0, %xmm1
	vaddss	-136(%rcx), %xmm1, %xmm1
	vmovss	%xmm1, -136(%rcx)
	vmulss	-132(%r8), %xmm0, %xmm1
	vaddss	-132(%rcx), %xmm1, %xmm1
	vmovss	%xmm1, -132(%rcx)
	vmulss	-128(%r8), %xmm0, %xmm1
	vaddss	-128(%rcx), %xmm1, %xmm1
	vmovss	%xmm1, -128(%rcx)
	vmulss	-124(%r8), %xmm0, %xmm1
	vaddss	-124(%rcx), %xmm1, %xmm1
	vmovss	%xmm1, -124(%rcx)
	vmulss	-120(%r8), %xmm0, %xmm1
	vaddss	-120(%rcx), %xmm1, %xmm1
	vmovss	%xmm1, -120(%rcx)
	vmulss	-116(%r8), %xmm0, %xmm1
	vaddss	-116(%rcx), %xmm1, %xmm1
	vmovss	%xmm1, -116(%rcx)
	vmulss	-112(%r8), %xmm0, %xmm1
	vaddss	-112(%rcx), %xmm1, %xmm1
	vmovss	%xmm1, -112(%rcx)
	vmulss	-108(%r8), %xmm0, %xmm1
	vaddss	-108(%rcx), %xmm1, %xmm1
	vmovss	%xmm1, -108(%rcx)
	vmulss	-104(%r8), %xmm0, %xmm1
	vaddss	-104(%rcx), %xmm1, %xmm1
	vmovss	%xmm1, -104(%rcx)
	vmulss	-100(%r8), %xmm0, %xmm1
	vaddss	-100(%rcx), %xmm1, %xmm1
	vmovss	%xmm1, -100(%rcx)
	vmulss	-96(%r8), %xmm0, %xmm1
	vaddss	-96(%rcx), %xmm1, %xmm1
	vmovss	%xmm1, -96(%rcx)
	vmulss	-92(%r8), %xmm0, %xmm1
	vaddss	-92(%rcx), %xmm1, %xmm1
	vmovss	%xmm1, -92(%rcx)
	vmulss	-88(%r8), %xmm0, %xmm1
	vaddss	-88(%rcx), %xmm1, %xmm1
	vmovss	%xmm1, -88(%rcx)
	vmulss	-84(%r8), %xmm0, %xmm1
	vaddss	-84(%rcx), %xmm1, %xmm1
	vmovss	%xmm1, -84(%rcx)
	vmulss	-80(%r8), %xmm0, %xmm1
	vaddss	-80(%rcx), %xmm1, %xmm1
	vmovss	%xmm1, -80(%rcx)
	cmpl	%eax, %r9d
	jne	.L154
