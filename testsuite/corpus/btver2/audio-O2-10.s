	vmovss	%xmm4, %xmm4, %xmm3
	vmulss	%xmm2, %xmm1, %xmm5
	addq	$4, %rdi
	vmulss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm3, %xmm1, %xmm3
	vmulss	%xmm4, %xmm0, %xmm4
	vaddss	%xmm2, %xmm3, %xmm2
	vsubss	%xmm5, %xmm4, %xmm4
	vmovss	%xmm2, -4(%rdi)
	cmpq	%rdi, %rax
	jne	.L60
