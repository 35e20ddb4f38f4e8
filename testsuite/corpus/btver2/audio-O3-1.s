	vmulss	-92(%rdx), %xmm0, %xmm2
	vaddss	%xmm0, %xmm1, %xmm0
	addl	$16, %ecx
	prefetcht0	(%rdx)
	addq	$64, %rdx
	vmovss	%xmm2, -156(%rdx)
	vmulss	-152(%rdx), %xmm0, %xmm2
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm2, -152(%rdx)
	vmulss	-148(%rdx), %xmm0, %xmm2
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm2, -148(%rdx)
	vmulss	-144(%rdx), %xmm0, %xmm2
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm2, -144(%rdx)
	vmulss	-140(%rdx), %xmm0, %xmm2
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm2, -140(%rdx)
	vmulss	-136(%rdx), %xmm0, %xmm2
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm2, -136(%rdx)
	vmulss	-132(%rdx), %xmm0, %xmm2
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm2, -132(%rdx)
	vmulss	-128(%rdx), %xmm0, %xmm2
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm2, -128(%rdx)
	vmulss	-124(%rdx), %xmm0, %xmm2
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm2, -124(%rdx)
	vmulss	-120(%rdx), %xmm0, %xmm2
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm2, -120(%rdx)
	vmulss	-116(%rdx), %xmm0, %xmm2
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm2, -116(%rdx)
	vmulss	-112(%rdx), %xmm0, %xmm2
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm2, -112(%rdx)
	vmulss	-108(%rdx), %xmm0, %xmm2
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm2, -108(%rdx)
	vmulss	-104(%rdx), %xmm0, %xmm2
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm2, -104(%rdx)
	vmulss	-100(%rdx), %xmm0, %xmm2
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm2, -100(%rdx)
	vmulss	-96(%rdx), %xmm0, %xmm2
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm2, -96(%rdx)
	cmpl	%eax, %ecx
	jne	.L4
