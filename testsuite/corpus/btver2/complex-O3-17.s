	vmulsd	%xmm0, %xmm1, %xmm5
	subl	$8, %r10d
	prefetcht0	(%rcx)
	prefetcht0	(%rax)
	vmulsd	%xmm2, %xmm4, %xmm3
	subq	$64, %rcx
	subq	$64, %rax
	vmulsd	%xmm0, %xmm4, %xmm0
	vmulsd	%xmm2, %xmm1, %xmm2
	vsubsd	%xmm5, %xmm3, %xmm3
	vaddsd	168(%rcx), %xmm3, %xmm3
	vaddsd	%xmm0, %xmm2, %xmm2
	vaddsd	168(%rax), %xmm2, %xmm2
	vmulsd	%xmm3, %xmm4, %xmm0
	vmulsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm2, %xmm1, %xmm5
	vsubsd	%xmm5, %xmm0, %xmm0
	vmulsd	%xmm2, %xmm4, %xmm5
	vaddsd	160(%rcx), %xmm0, %xmm0
	vaddsd	%xmm3, %xmm5, %xmm5
	vaddsd	160(%rax), %xmm5, %xmm5
	vmulsd	%xmm4, %xmm0, %xmm3
	vmulsd	%xmm5, %xmm1, %xmm2
	vmulsd	%xmm5, %xmm4, %xmm5
	vsubsd	%xmm2, %xmm3, %xmm3
	vmulsd	%xmm1, %xmm0, %xmm2
	vaddsd	152(%rcx), %xmm3, %xmm3
	vaddsd	%xmm5, %xmm2, %xmm2
	vaddsd	152(%rax), %xmm2, %xmm2
	vmulsd	%xmm3, %xmm4, %xmm0
	vmulsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm2, %xmm1, %xmm5
	vmulsd	%xmm2, %xmm4, %xmm2
	vsubsd	%xmm5, %xmm0, %xmm0
	vaddsd	%xmm2, %xmm3, %xmm3
	vaddsd	144(%rcx), %xmm0, %xmm0
	vaddsd	144(%rax), %xmm3, %xmm3
	vmulsd	%xmm0, %xmm4, %xmm2
	vmulsd	%xmm3, %xmm1, %xmm5
	vmulsd	%xmm0, %xmm1, %xmm0
	vmulsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm5, %xmm2, %xmm2
	vaddsd	136(%rcx), %xmm2, %xmm2
	vaddsd	%xmm3, %xmm0, %xmm0
	vaddsd	136(%rax), %xmm0, %xmm0
	vmulsd	%xmm2, %xmm4, %xmm3
	vmulsd	%xmm2, %xmm1, %xmm2
	vmulsd	%xmm0, %xmm1, %xmm5
	vmulsd	%xmm0, %xmm4, %xmm0
	vsubsd	%xmm5, %xmm3, %xmm3
	vaddsd	%xmm0, %xmm2, %xmm2
	vaddsd	128(%rcx), %xmm3, %xmm3
	vaddsd	128(%rax), %xmm2, %xmm2
	vmulsd	%xmm3, %xmm4, %xmm0
	vmulsd	%xmm2, %xmm1, %xmm5
	vmulsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm2, %xmm4, %xmm2
	vsubsd	%xmm5, %xmm0, %xmm0
	vaddsd	120(%rcx), %xmm0, %xmm0
	vaddsd	%xmm2, %xmm3, %xmm3
	vaddsd	120(%rax), %xmm3, %xmm3
	vmulsd	%xmm0, %xmm4, %xmm2
	vmulsd	%xmm0, %xmm1, %xmm0
	vmulsd	%xmm3, %xmm1, %xmm5
	vmulsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm5, %xmm2, %xmm2
	vaddsd	%xmm3, %xmm0, %xmm0
	vaddsd	112(%rcx), %xmm2, %xmm2
	vaddsd	112(%rax), %xmm0, %xmm0
	cmpl	%edx, %r10d
	jne	.L124
