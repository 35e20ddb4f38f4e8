	vaddss	-92(%r8), %xmm0, %xmm0
	prefetcht0	(%r8)
	prefetchw	(%rcx)
	addl	$16, %r9d
	addq	$64, %r8
	addq	$64, %rcx
	vmovss	%xmm0, -156(%rcx)
	vaddss	-152(%r8), %xmm0, %xmm0
	vmovss	%xmm0, -152(%rcx)
	vaddss	-148(%r8), %xmm0, %xmm0
	vmovss	%xmm0, -148(%rcx)
	vaddss	-144(%r8), %xmm0, %xmm0
	vmovss	%xmm0, -144(%rcx)
	vaddss	-140(%r8), %xmm0, %xmm0
	vmovss	%xmm0, -140(%rcx)
	vaddss	-136(%r8), %xmm0, %xmm0
	vmovss	%xmm0, -136(%rcx)
	vaddss	-132(%r8), %xmm0, %xmm0
	vmovss	%xmm0, -132(%rcx)
	vaddss	-128(%r8), %xmm0, %xmm0
	vmovss	%xmm0, -128(%rcx)
	vaddss	-124(%r8), %xmm0, %xmm0
	vmovss	%xmm0, -124(%rcx)
	vaddss	-120(%r8), %xmm0, %xmm0
	vmovss	%xmm0, -120(%rcx)
	vaddss	-116(%r8), %xmm0, %xmm0
	vmovss	%xmm0, -116(%rcx)
	vaddss	-112(%r8), %xmm0, %xmm0
	vmovss	%xmm0, -112(%rcx)
	vaddss	-108(%r8), %xmm0, %xmm0
	vmovss	%xmm0, -108(%rcx)
	vaddss	-104(%r8), %xmm0, %xmm0
	vmovss	%xmm0, -104(%rcx)
	vaddss	-100(%r8), %xmm0, %xmm0
	vmovss	%xmm0, -100(%rcx)
	vaddss	-96(%r8), %xmm0, %xmm0
	vmovss	%xmm0, -96(%rcx)
	cmpl	%eax, %r9d
	jne	.L32
