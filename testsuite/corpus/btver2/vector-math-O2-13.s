	vmulss	(%rdx,%rax), %xmm3, %xmm2
	vmulss	(%rsi,%rax), %xmm1, %xmm0
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	(%rcx,%rax), %xmm1, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	%xmm0, (%r9,%rax)
	addq	$4, %rax
	cmpq	%rdi, %rax
	jne	.L64
