	vmovsd	(%rsi,%rax), %xmm2
	vmulsd	%xmm2, %xmm2, %xmm1
	vdivsd	%xmm7, %xmm1, %xmm0
	vdivsd	%xmm6, %xmm1, %xmm4
	vsubsd	%xmm0, %xmm3, %xmm0
	vdivsd	%xmm5, %xmm1, %xmm1
	vmulsd	%xmm4, %xmm0, %xmm0
	vsubsd	%xmm0, %xmm3, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vsubsd	%xmm0, %xmm3, %xmm0
	vmulsd	%xmm2, %xmm0, %xmm0
	vmovsd	%xmm0, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rdx, %rax
	jne	.L14
