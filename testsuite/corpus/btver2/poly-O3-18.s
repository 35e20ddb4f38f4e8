	vmulsd	%xmm1, %xmm3, %xmm0
	subl	$8, %edx
	prefetcht0	(%rax)
	subq	$64, %rax
	vsubsd	%xmm2, %xmm0, %xmm2
	vaddsd	248(%rax), %xmm2, %xmm2
	vmulsd	%xmm2, %xmm3, %xmm0
	vsubsd	%xmm1, %xmm0, %xmm1
	vaddsd	240(%rax), %xmm1, %xmm1
	vmulsd	%xmm1, %xmm3, %xmm0
	vsubsd	%xmm2, %xmm0, %xmm0
	vaddsd	232(%rax), %xmm0, %xmm0
	vmulsd	%xmm0, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm2
	vaddsd	224(%rax), %xmm2, %xmm2
	vmulsd	%xmm2, %xmm3, %xmm1
	vsubsd	%xmm0, %xmm1, %xmm1
	vaddsd	216(%rax), %xmm1, %xmm1
	vmulsd	%xmm1, %xmm3, %xmm0
	vsubsd	%xmm2, %xmm0, %xmm0
	vaddsd	208(%rax), %xmm0, %xmm0
	vmulsd	%xmm0, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm2
	vaddsd	200(%rax), %xmm2, %xmm2
	vmulsd	%xmm2, %xmm3, %xmm1
	vsubsd	%xmm0, %xmm1, %xmm1
	vaddsd	192(%rax), %xmm1, %xmm1
	cmpl	%esi, %edx
	jne	.L114
