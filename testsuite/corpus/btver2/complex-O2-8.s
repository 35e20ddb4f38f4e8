	vmovsd	(%r10,%rax), %xmm2
	vmovsd	(%r9,%rax), %xmm4
	vmovsd	(%rcx,%rax), %xmm0
	vmovsd	(%r8,%rax), %xmm3
	vmulsd	%xmm2, %xmm0, %xmm1
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm4, %xmm0, %xmm0
	vmulsd	%xmm4, %xmm3, %xmm5
	vaddsd	%xmm2, %xmm0, %xmm0
	vmovsd	(%rdi,%rax), %xmm2
	vsubsd	%xmm5, %xmm1, %xmm1
	vsubsd	%xmm1, %xmm2, %xmm2
	vmovsd	%xmm2, (%r10,%rax)
	vmovsd	(%rsi,%rax), %xmm2
	vsubsd	%xmm0, %xmm2, %xmm2
	vaddsd	(%rdi,%rax), %xmm1, %xmm1
	vmovsd	%xmm2, (%r9,%rax)
	vmovsd	%xmm1, (%rdi,%rax)
	vaddsd	(%rsi,%rax), %xmm0, %xmm0
	vmovsd	%xmm0, (%rsi,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L41
