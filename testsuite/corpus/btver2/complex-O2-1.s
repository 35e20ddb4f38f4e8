	vmovsd	(%r10,%rax), %xmm0
	vmovsd	(%r8,%rax), %xmm1
	vmovsd	(%rcx,%rax), %xmm3
	vmovsd	(%r9,%rax), %xmm4
	vmulsd	%xmm1, %xmm0, %xmm2
	vmulsd	%xmm4, %xmm3, %xmm5
	vmulsd	%xmm4, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm1, %xmm1
	vsubsd	%xmm5, %xmm2, %xmm2
	vmovsd	%xmm2, (%rdi,%rax)
	vaddsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, (%rsi,%rax)
	addq	$8, %rax
	cmpq	%rdx, %rax
	jne	.L3
