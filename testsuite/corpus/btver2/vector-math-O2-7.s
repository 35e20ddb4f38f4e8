	vmovss	(%rdi), %xmm1
	addq	$4, %rdi
	vsubss	%xmm0, %xmm1, %xmm1
	vmovss	%xmm1, -4(%rdi)
	cmpq	%rax, %rdi
	jne	.L34
