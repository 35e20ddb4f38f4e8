	vmulsd	%xmm0, %xmm1, %xmm0
	subl	$8, %edx
	prefetcht0	(%rax)
	subq	$64, %rax
	vaddsd	264(%rax), %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vaddsd	256(%rax), %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vaddsd	248(%rax), %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vaddsd	240(%rax), %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vaddsd	232(%rax), %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vaddsd	224(%rax), %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vaddsd	216(%rax), %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vaddsd	208(%rax), %xmm0, %xmm0
	cmpl	%esi, %edx
	jne	.L4
