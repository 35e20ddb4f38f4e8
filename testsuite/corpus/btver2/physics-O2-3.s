	vmovsd	(%rdi,%rax), %xmm2
	vmulsd	(%rdx,%rax), %xmm0, %xmm3
	vaddsd	%xmm2, %xmm2, %xmm1
	vsubsd	(%rsi,%rax), %xmm1, %xmm1
	vmovsd	%xmm2, (%rsi,%rax)
	vaddsd	%xmm3, %xmm1, %xmm1
	vmovsd	%xmm1, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rcx, %rax
	jne	.L15
