	vdivss	%xmm2, %xmm0, %xmm1
	vmovss	%xmm1, (%rdi,%rax)
	vmovss	(%rcx,%rax), %xmm1
	vsubss	(%rsi,%rax), %xmm1, %xmm1
	addq	$4, %rax
	cmpq	%rax, %rdx
	vaddss	%xmm1, %xmm0, %xmm0
	jne	.L26
