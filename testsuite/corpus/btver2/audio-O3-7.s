	vmovss	-80(%rdx), %xmm0
	addl	$16, %ecx
	prefetcht0	(%rdx)
	addq	$64, %rdx
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-140(%rdx), %xmm1
	vmovss	%xmm0, -144(%rdx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-136(%rdx), %xmm1
	vmovss	%xmm0, -140(%rdx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-132(%rdx), %xmm1
	vmovss	%xmm0, -136(%rdx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-128(%rdx), %xmm1
	vmovss	%xmm0, -132(%rdx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-124(%rdx), %xmm1
	vmovss	%xmm0, -128(%rdx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-120(%rdx), %xmm1
	vmovss	%xmm0, -124(%rdx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-116(%rdx), %xmm1
	vmovss	%xmm0, -120(%rdx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-112(%rdx), %xmm1
	vmovss	%xmm0, -116(%rdx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-108(%rdx), %xmm1
	vmovss	%xmm0, -112(%rdx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-104(%rdx), %xmm1
	vmovss	%xmm0, -108(%rdx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-100(%rdx), %xmm1
	vmovss	%xmm0, -104(%rdx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-96(%rdx), %xmm1
	vmovss	%xmm0, -100(%rdx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-92(%rdx), %xmm1
	vmovss	%xmm0, -96(%rdx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-88(%rdx), %xmm1
	vmovss	%xmm0, -92(%rdx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-84(%rdx), %xmm1
	vmovss	%xmm0, -88(%rdx)
	vsubss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm1
	vmovss	%xmm1, -84(%rdx)
	cmpl	%eax, %ecx
	jne	.L59
