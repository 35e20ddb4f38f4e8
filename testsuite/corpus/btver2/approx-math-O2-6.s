	vmovsd	(%rsi,%rax), %xmm2
	vmulsd	%xmm2, %xmm2, %xmm0
	vaddsd	%xmm3, %xmm0, %xmm1
	vmulsd	%xmm4, %xmm0, %xmm0
	vmulsd	%xmm2, %xmm1, %xmm1
	vaddsd	%xmm3, %xmm0, %xmm0
	vdivsd	%xmm0, %xmm1, %xmm0
	vmovsd	%xmm0, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rdx, %rax
	jne	.L33
