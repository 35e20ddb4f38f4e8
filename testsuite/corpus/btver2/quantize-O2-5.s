	vmovss	(%rdx,%rax), %xmm0
	vmulss	(%r8,%rax), %xmm0, %xmm0
	addq	$4, %rax
	cmpq	%rax, %rcx
	vaddss	%xmm0, %xmm1, %xmm1
	jne	.L25
