	vmovss	(%rcx,%rax), %xmm9
	vmulss	(%rsi,%rax), %xmm1, %xmm0
	vmulss	%xmm8, %xmm9, %xmm3
	vmulss	%xmm5, %xmm9, %xmm4
	vaddss	%xmm3, %xmm0, %xmm0
	vmulss	(%rdx,%rax), %xmm2, %xmm3
	vmulss	%xmm9, %xmm4, %xmm4
	vmovss	%xmm0, (%rsi,%rax)
	vmulss	%xmm6, %xmm0, %xmm0
	vaddss	%xmm4, %xmm3, %xmm3
	vmovss	%xmm3, (%rdx,%rax)
	vaddss	%xmm7, %xmm3, %xmm3
	vdivss	%xmm3, %xmm0, %xmm0
	vmovss	(%rdi,%rax), %xmm3
	vsubss	%xmm0, %xmm3, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%r8, %rax
	jne	.L64
