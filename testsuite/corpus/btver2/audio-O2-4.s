	vmovss	(%rdi), %xmm1
	addq	$4, %rdi
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm0, %xmm1, %xmm1
	vaddss	%xmm1, %xmm2, %xmm2
	vmovss	%xmm2, -4(%rdi)
	cmpq	%rdi, %rax
	jne	.L19
