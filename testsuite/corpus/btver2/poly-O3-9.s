	vmulsd	-184(%rdx), %xmm0, %xmm3
	addl	$8, %ecx
	prefetcht0	(%rdx)
	addq	$64, %rdx
	vmulsd	%xmm0, %xmm2, %xmm0
	vaddsd	%xmm1, %xmm3, %xmm3
	vmulsd	-240(%rdx), %xmm0, %xmm1
	vmulsd	%xmm0, %xmm2, %xmm0
	vaddsd	%xmm3, %xmm1, %xmm1
	vmulsd	-232(%rdx), %xmm0, %xmm3
	vmulsd	%xmm0, %xmm2, %xmm0
	vaddsd	%xmm1, %xmm3, %xmm3
	vmulsd	-224(%rdx), %xmm0, %xmm1
	vmulsd	%xmm0, %xmm2, %xmm0
	vaddsd	%xmm3, %xmm1, %xmm1
	vmulsd	-216(%rdx), %xmm0, %xmm3
	vmulsd	%xmm0, %xmm2, %xmm0
	vaddsd	%xmm1, %xmm3, %xmm3
	vmulsd	-208(%rdx), %xmm0, %xmm1
	vmulsd	%xmm0, %xmm2, %xmm0
	vaddsd	%xmm3, %xmm1, %xmm1
	vmulsd	-200(%rdx), %xmm0, %xmm3
	vmulsd	%xmm0, %xmm2, %xmm0
	vaddsd	%xmm1, %xmm3, %xmm3
	vmulsd	-192(%rdx), %xmm0, %xmm1
	cmpl	%eax, %ecx
	vmulsd	%xmm0, %xmm2, %xmm0
	vaddsd	%xmm3, %xmm1, %xmm1
	jne	.L58
