	vdivsd	%xmm0, %xmm1, %xmm0
	subl	$8, %edx
	prefetcht0	(%rax)
	subq	$64, %rax
	vaddsd	160(%rax), %xmm0, %xmm0
	vdivsd	%xmm0, %xmm1, %xmm0
	vaddsd	152(%rax), %xmm0, %xmm0
	vdivsd	%xmm0, %xmm1, %xmm0
	vaddsd	144(%rax), %xmm0, %xmm0
	vdivsd	%xmm0, %xmm1, %xmm0
	vaddsd	136(%rax), %xmm0, %xmm0
	vdivsd	%xmm0, %xmm1, %xmm0
	vaddsd	128(%rax), %xmm0, %xmm0
	vdivsd	%xmm0, %xmm1, %xmm0
	vaddsd	120(%rax), %xmm0, %xmm0
	vdivsd	%xmm0, %xmm1, %xmm0
	vaddsd	112(%rax), %xmm0, %xmm0
	vdivsd	%xmm0, %xmm1, %xmm0
	vaddsd	104(%rax), %xmm0, %xmm0
	cmpl	%esi, %edx
	jne	.L135
