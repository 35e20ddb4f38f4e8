	vmulss	(%rcx,%rax), %xmm3, %xmm1
	vmulss	(%r10,%rax), %xmm5, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	vmulss	(%rdx,%rax), %xmm4, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmulss	(%r8,%rax), %xmm2, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rsi, %rax
	jne	.L26
