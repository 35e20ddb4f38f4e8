	vmovss	(%rdx,%rax), %xmm0
	vmovss	(%rcx,%rax), %xmm6
	vsubss	%xmm4, %xmm0, %xmm0
	vsubss	%xmm5, %xmm6, %xmm6
	vmulss	%xmm0, %xmm3, %xmm7
	vmulss	%xmm6, %xmm2, %xmm10
	vmulss	%xmm1, %xmm0, %xmm0
	vmulss	%xmm6, %xmm9, %xmm6
	vaddss	%xmm10, %xmm7, %xmm7
	vmulss	%xmm8, %xmm7, %xmm7
	vaddss	%xmm6, %xmm0, %xmm0
	vmulss	%xmm8, %xmm0, %xmm0
	vmovss	%xmm7, (%r9,%rax)
	vmovss	%xmm0, (%rsi,%rax)
	addq	$4, %rax
	cmpq	%rdi, %rax
	jne	.L54
