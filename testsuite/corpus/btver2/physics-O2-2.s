	vmulss	(%rdx,%rax), %xmm0, %xmm1
	vaddss	(%rsi,%rax), %xmm1, %xmm1
	vmovss	%xmm1, (%rsi,%rax)
	vmulss	%xmm0, %xmm1, %xmm1
	vaddss	(%rdi,%rax), %xmm1, %xmm1
	vmovss	%xmm1, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rcx, %rax
	jne	.L10
