	vmovss	-76(%r8), %xmm0
	prefetcht0	(%r8)
	prefetchw	(%rcx)
	addl	$16, %r9d
	addq	$64, %r8
	addq	$64, %rcx
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-136(%r8), %xmm1
	vmovss	%xmm0, -140(%rcx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-132(%r8), %xmm1
	vmovss	%xmm0, -136(%rcx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-128(%r8), %xmm1
	vmovss	%xmm0, -132(%rcx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-124(%r8), %xmm1
	vmovss	%xmm0, -128(%rcx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-120(%r8), %xmm1
	vmovss	%xmm0, -124(%rcx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-116(%r8), %xmm1
	vmovss	%xmm0, -120(%rcx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-112(%r8), %xmm1
	vmovss	%xmm0, -116(%rcx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-108(%r8), %xmm1
	vmovss	%xmm0, -112(%rcx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-104(%r8), %xmm1
	vmovss	%xmm0, -108(%rcx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-100(%r8), %xmm1
	vmovss	%xmm0, -104(%rcx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-96(%r8), %xmm1
	vmovss	%xmm0, -100(%rcx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-92(%r8), %xmm1
	vmovss	%xmm0, -96(%rcx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-88(%r8), %xmm1
	vmovss	%xmm0, -92(%rcx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-84(%r8), %xmm1
	vmovss	%xmm0, -88(%rcx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -84(%rcx)
	vmovss	-80(%r8), %xmm1
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm1
	vmovss	%xmm1, -80(%rcx)
	cmpl	%eax, %r9d
	jne	.L96
