	vmovss	(%rdx,%rax), %xmm0
	vmovss	(%rcx,%rax), %xmm2
	vmulss	%xmm0, %xmm9, %xmm1
	vmulss	%xmm2, %xmm8, %xmm3
	vmulss	%xmm6, %xmm0, %xmm0
	vmulss	%xmm5, %xmm2, %xmm2
	vaddss	%xmm3, %xmm1, %xmm1
	vaddss	%xmm7, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	%xmm1, (%rdi,%rax)
	vaddss	%xmm4, %xmm0, %xmm0
	vmovss	%xmm0, (%r10,%rax)
	addq	$4, %rax
	cmpq	%rsi, %rax
	jne	.L34
