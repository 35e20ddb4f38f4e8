	vmulss	-76(%rcx), %xmm0, %xmm1
	prefetcht0	(%rcx)
	prefetcht0	(%rdx)
	addl	$16, %r9d
	addq	$64, %rcx
	addq	$64, %rdx
	vaddss	-140(%rdx), %xmm1, %xmm1
	vmovss	%xmm1, -140(%rdx)
	vmulss	-136(%rcx), %xmm0, %xmm1
	vaddss	-136(%rdx), %xmm1, %xmm1
	vmovss	%xmm1, -136(%rdx)
	vmulss	-132(%rcx), %xmm0, %xmm1
	vaddss	-132(%rdx), %xmm1, %xmm1
	vmovss	%xmm1, -132(%rdx)
	vmulss	-128(%rcx), %xmm0, %xmm1
	vaddss	-128(%rdx), %xmm1, %xmm1
	vmovss	%xmm1, -128(%rdx)
	vmulss	-124(%rcx), %xmm0, %xmm1
	vaddss	-124(%rdx), %xmm1, %xmm1
	vmovss	%xmm1, -124(%rdx)
	vmulss	-120(%rcx), %xmm0, %xmm1
	vaddss	-120(%rdx), %xmm1, %xmm1
	vmovss	%xmm1, -120(%rdx)
	vmulss	-116(%rcx), %xmm0, %xmm1
	vaddss	-116(%rdx), %xmm1, %xmm1
	vmovss	%xmm1, -116(%rdx)
	vmulss	-112(%rcx), %xmm0, %xmm1
	vaddss	-112(%rdx), %xmm1, %xmm1
	vmovss	%xmm1, -112(%rdx)
	vmulss	-108(%rcx), %xmm0, %xmm1
	vaddss	-108(%rdx), %xmm1, %xmm1
	vmovss	%xmm1, -108(%rdx)
	vmulss	-104(%rcx), %xmm0, %xmm1
	vaddss	-104(%rdx), %xmm1, %xmm1
	vmovss	%xmm1, -104(%rdx)
	vmulss	-100(%rcx), %xmm0, %xmm1
	vaddss	-100(%rdx), %xmm1, %xmm1
	vmovss	%xmm1, -100(%rdx)
	vmulss	-96(%rcx), %xmm0, %xmm1
	vaddss	-96(%rdx), %xmm1, %xmm1
	vmovss	%xmm1, -96(%rdx)
	vmulss	-92(%rcx), %xmm0, %xmm1
	vaddss	-92(%rdx), %xmm1, %xmm1
	vmovss	%xmm1, -92(%rdx)
	vmulss	-88(%rcx), %xmm0, %xmm1
	vaddss	-88(%rdx), %xmm1, %xmm1
	vmovss	%xmm1, -88(%rdx)
	vmulss	-84(%rcx), %xmm0, %xmm1
	vaddss	-84(%rdx), %xmm1, %xmm1
	vmovss	%xmm1, -84(%rdx)
	vmulss	-80(%rcx), %xmm0, %xmm1
	vaddss	-80(%rdx), %xmm1, %xmm1
	vmovss	%xmm1, -80(%rdx)
	cmpl	%eax, %r9d
	jne	.L47
