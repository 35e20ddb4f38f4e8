	vmovsd	(%rsi,%rax), %xmm2
	vmovsd	(%rdi,%rax), %xmm1
	vsubsd	%xmm6, %xmm2, %xmm2
	vsubsd	%xmm5, %xmm1, %xmm1
	vmulsd	%xmm2, %xmm2, %xmm0
	vmulsd	%xmm1, %xmm1, %xmm8
	vaddsd	%xmm8, %xmm0, %xmm0
	vmovsd	(%rcx,%rax), %xmm8
	addq	$8, %rax
	cmpq	%rax, %rdx
	vaddsd	%xmm7, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm0
	vdivsd	%xmm0, %xmm8, %xmm0
	vmulsd	%xmm0, %xmm2, %xmm2
	vmulsd	%xmm0, %xmm1, %xmm1
	vaddsd	%xmm2, %xmm3, %xmm3
	vaddsd	%xmm1, %xmm4, %xmm4
	jne	.L4
