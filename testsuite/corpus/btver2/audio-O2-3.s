	vmovss	(%rdx,%rax), %xmm2
	vmulss	%xmm0, %xmm2, %xmm3
	vmulss	%xmm1, %xmm2, %xmm2
	vmovss	%xmm3, (%rdi,%rax)
	vmovss	%xmm2, (%rsi,%rax)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.L14
