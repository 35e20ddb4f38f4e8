	vmovss	-68(%r8), %xmm5
	vmulss	%xmm0, %xmm3, %xmm0
	prefetcht0	(%r8)
	prefetchw	(%rcx)
	addl	$16, %r9d
	addq	$64, %r8
	addq	$64, %rcx
	vmulss	%xmm4, %xmm5, %xmm1
	vaddss	%xmm2, %xmm1, %xmm1
	vmovss	-128(%r8), %xmm2
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm0, -132(%rcx)
	vmulss	%xmm0, %xmm3, %xmm1
	vmulss	%xmm2, %xmm4, %xmm0
	vaddss	%xmm5, %xmm0, %xmm0
	vmovss	-124(%r8), %xmm5
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -128(%rcx)
	vmulss	%xmm0, %xmm3, %xmm1
	vmulss	%xmm5, %xmm4, %xmm0
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	-120(%r8), %xmm2
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -124(%rcx)
	vmulss	%xmm0, %xmm3, %xmm1
	vmulss	%xmm2, %xmm4, %xmm0
	vaddss	%xmm5, %xmm0, %xmm0
	vmovss	-116(%r8), %xmm5
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -120(%rcx)
	vmulss	%xmm0, %xmm3, %xmm1
	vmulss	%xmm5, %xmm4, %xmm0
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	-112(%r8), %xmm2
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -116(%rcx)
	vmulss	%xmm0, %xmm3, %xmm1
	vmulss	%xmm2, %xmm4, %xmm0
	vaddss	%xmm5, %xmm0, %xmm0
	vmovss	-108(%r8), %xmm5
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -112(%rcx)
	vmulss	%xmm0, %xmm3, %xmm1
	vmulss	%xmm5, %xmm4, %xmm0
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	-104(%r8), %xmm2
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -108(%rcx)
	vmulss	%xmm0, %xmm3, %xmm1
	vmulss	%xmm2, %xmm4, %xmm0
	vaddss	%xmm5, %xmm0, %xmm0
	vmovss	-100(%r8), %xmm5
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -104(%rcx)
	vmulss	%xmm0, %xmm3, %xmm1
	vmulss	%xmm5, %xmm4, %xmm0
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	-96(%r8), %xmm2
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -100(%rcx)
	vmulss	%xmm0, %xmm3, %xmm1
	vmulss	%xmm2, %xmm4, %xmm0
	vaddss	%xmm5, %xmm0, %xmm0
	vmovss	-92(%r8), %xmm5
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -96(%rcx)
	vmulss	%xmm0, %xmm3, %xmm1
	vmulss	%xmm5, %xmm4, %xmm0
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	-88(%r8), %xmm2
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -92(%rcx)
	vmulss	%xmm0, %xmm3, %xmm1
	vmulss	%xmm2, %xmm4, %xmm0
	vaddss	%xmm5, %xmm0, %xmm0
	vmovss	-84(%r8), %xmm5
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -88(%rcx)
	vmulss	%xmm0, %xmm3, %xmm1
	vmulss	%xmm5, %xmm4, %xmm0
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	-80(%r8), %xmm2
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -84(%rcx)
	vmulss	%xmm0, %xmm3, %xmm1
	vmulss	%xmm2, %xmm4, %xmm0
	vaddss	%xmm5, %xmm0, %xmm0
	vmovss	-76(%r8), %xmm5
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -80(%rcx)
	vmulss	%xmm0, %xmm3, %xmm1
	vmulss	%xmm5, %xmm4, %xmm0
	vaddss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -76(%rcx)
	vmovss	-72(%r8), %xmm2
	vmulss	%xmm0, %xmm3, %xmm1
	vmulss	%xmm2, %xmm4, %xmm0
	vaddss	%xmm5, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -72(%rcx)
	cmpl	%r9d, %eax
	jne	.L193
