	vmovsd	(%rdi,%rax), %xmm3
	vmovsd	(%rsi,%rax), %xmm2
	vmulsd	%xmm0, %xmm3, %xmm4
	vmulsd	%xmm1, %xmm2, %xmm5
	vmulsd	%xmm1, %xmm3, %xmm3
	vmulsd	%xmm0, %xmm2, %xmm2
	vaddsd	%xmm5, %xmm4, %xmm4
	vmovsd	%xmm4, (%rdi,%rax)
	vsubsd	%xmm3, %xmm2, %xmm2
	vmovsd	%xmm2, (%rsi,%rax)
	addq	$8, %rax
	cmpq	%rdx, %rax
	jne	.L55
