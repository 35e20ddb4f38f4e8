	vmulss	%xmm0, %xmm1, %xmm0
	addl	$16, %ecx
	prefetcht0	(%rdx)
	addq	$64, %rdx
	vaddss	-164(%rdx), %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	-160(%rdx), %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	-156(%rdx), %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	-152(%rdx), %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	-148(%rdx), %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	-144(%rdx), %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	-140(%rdx), %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	-136(%rdx), %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	-132(%rdx), %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	-128(%rdx), %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	-124(%rdx), %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	-120(%rdx), %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	-116(%rdx), %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	-112(%rdx), %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	-108(%rdx), %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	-104(%rdx), %xmm0, %xmm0
	cmpl	%eax, %ecx
	jne	.L13
