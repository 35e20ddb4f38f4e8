	vmulss	(%r9,%rax), %xmm0, %xmm1
	vaddss	(%rdx,%rax), %xmm1, %xmm1
	vmovss	%xmm1, (%rdx,%rax)
	vmulss	(%r10,%rax), %xmm0, %xmm1
	vaddss	(%rcx,%rax), %xmm1, %xmm1
	vmovss	%xmm1, (%rcx,%rax)
	vmulss	(%rdi,%rax), %xmm0, %xmm1
	vaddss	(%r8,%rax), %xmm1, %xmm1
	vmovss	%xmm1, (%r8,%rax)
	addq	$4, %rax
	cmpq	%rsi, %rax
	jne	.L9
