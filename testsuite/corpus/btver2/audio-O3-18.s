	vmulss	%xmm0, %xmm1, %xmm2
	addl	$16, %ecx
	prefetchw	(%rdx)
	addq	$64, %rdx
	vmulss	%xmm3, %xmm4, %xmm5
	vmulss	%xmm0, %xmm4, %xmm0
	vmulss	%xmm3, %xmm1, %xmm3
	vsubss	%xmm2, %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm2
	vaddss	%xmm0, %xmm3, %xmm3
	vmulss	%xmm5, %xmm1, %xmm5
	vmulss	%xmm3, %xmm1, %xmm0
	vmovss	%xmm3, -132(%rdx)
	vmulss	%xmm3, %xmm4, %xmm3
	vsubss	%xmm0, %xmm2, %xmm2
	vaddss	%xmm3, %xmm5, %xmm3
	vmulss	%xmm2, %xmm4, %xmm0
	vmulss	%xmm3, %xmm1, %xmm5
	vmovss	%xmm3, -128(%rdx)
	vmulss	%xmm2, %xmm1, %xmm2
	vmulss	%xmm3, %xmm4, %xmm3
	vsubss	%xmm5, %xmm0, %xmm0
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm0, %xmm4, %xmm3
	vmulss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm2, -124(%rdx)
	vmulss	%xmm2, %xmm1, %xmm5
	vmulss	%xmm2, %xmm4, %xmm2
	vsubss	%xmm5, %xmm3, %xmm3
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm3, %xmm4, %xmm2
	vmulss	%xmm0, %xmm1, %xmm5
	vmovss	%xmm0, -120(%rdx)
	vmulss	%xmm3, %xmm1, %xmm3
	vmulss	%xmm0, %xmm4, %xmm0
	vsubss	%xmm5, %xmm2, %xmm2
	vaddss	%xmm0, %xmm3, %xmm3
	vmulss	%xmm2, %xmm4, %xmm0
	vmulss	%xmm2, %xmm1, %xmm2
	vmovss	%xmm3, -116(%rdx)
	vmulss	%xmm3, %xmm1, %xmm5
	vmulss	%xmm3, %xmm4, %xmm3
	vsubss	%xmm5, %xmm0, %xmm0
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm0, %xmm4, %xmm3
	vmulss	%xmm2, %xmm1, %xmm5
	vmovss	%xmm2, -112(%rdx)
	vmulss	%xmm0, %xmm1, %xmm0
	vmulss	%xmm2, %xmm4, %xmm2
	vsubss	%xmm5, %xmm3, %xmm3
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm3, %xmm4, %xmm2
	vmulss	%xmm3, %xmm1, %xmm3
	vmovss	%xmm0, -108(%rdx)
	vmulss	%xmm0, %xmm1, %xmm5
	vmulss	%xmm0, %xmm4, %xmm0
	vsubss	%xmm5, %xmm2, %xmm2
	vaddss	%xmm0, %xmm3, %xmm3
	vmulss	%xmm2, %xmm4, %xmm0
	vmulss	%xmm3, %xmm1, %xmm5
	vmovss	%xmm3, -104(%rdx)
	vmulss	%xmm2, %xmm1, %xmm2
	vmulss	%xmm3, %xmm4, %xmm3
	vsubss	%xmm5, %xmm0, %xmm0
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm0, %xmm4, %xmm3
	vmulss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm2, -100(%rdx)
	vmulss	%xmm2, %xmm1, %xmm5
	vmulss	%xmm2, %xmm4, %xmm2
	vsubss	%xmm5, %xmm3, %xmm3
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm3, %xmm4, %xmm2
	vmulss	%xmm0, %xmm1, %xmm5
	vmovss	%xmm0, -96(%rdx)
	vmulss	%xmm3, %xmm1, %xmm3
	vmulss	%xmm0, %xmm4, %xmm0
	vsubss	%xmm5, %xmm2, %xmm2
	vaddss	%xmm0, %xmm3, %xmm3
	vmulss	%xmm2, %xmm4, %xmm0
	vmulss	%xmm2, %xmm1, %xmm2
	vmovss	%xmm3, -92(%rdx)
	vmulss	%xmm3, %xmm1, %xmm5
	vmulss	%xmm3, %xmm4, %xmm3
	vsubss	%xmm5, %xmm0, %xmm0
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm0, %xmm4, %xmm3
	vmulss	%xmm2, %xmm1, %xmm5
	vmovss	%xmm2, -88(%rdx)
	vmulss	%xmm0, %xmm1, %xmm0
	vmulss	%xmm2, %xmm4, %xmm2
	vsubss	%xmm5, %xmm3, %xmm3
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm3, %xmm4, %xmm2
	vmulss	%xmm3, %xmm1, %xmm3
	vmovss	%xmm0, -84(%rdx)
	vmulss	%xmm0, %xmm1, %xmm5
	vmulss	%xmm0, %xmm4, %xmm0
	vsubss	%xmm5, %xmm2, %xmm2
	vaddss	%xmm0, %xmm3, %xmm3
	vmulss	%xmm2, %xmm4, %xmm0
	vmulss	%xmm3, %xmm1, %xmm5
	vmovss	%xmm3, -80(%rdx)
	vmulss	%xmm2, %xmm1, %xmm2
	vmulss	%xmm3, %xmm4, %xmm3
	vsubss	%xmm5, %xmm0, %xmm0
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm0, %xmm4, %xmm3
	vmulss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm2, -76(%rdx)
	vmulss	%xmm2, %xmm1, %xmm5
	vmulss	%xmm2, %xmm4, %xmm2
	vsubss	%xmm5, %xmm3, %xmm3
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	%xmm0, -72(%rdx)
	cmpl	%ecx, %eax
	jne	.L161
