	vmovsd	(%rsi,%rax), %xmm2
	vmovsd	(%rdi,%rax), %xmm3
	vxorpd	%xmm5, %xmm2, %xmm2
	vmulsd	%xmm3, %xmm2, %xmm4
	vmulsd	%xmm0, %xmm4, %xmm1
	vaddsd	%xmm3, %xmm1, %xmm1
	vmulsd	%xmm2, %xmm1, %xmm1
	vaddsd	%xmm4, %xmm1, %xmm1
	vmulsd	%xmm6, %xmm1, %xmm1
	vaddsd	%xmm3, %xmm1, %xmm1
	vmovsd	%xmm1, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rdx, %rax
	jne	.L56
