	vmovss	(%rdi,%rax), %xmm3
	vmulss	%xmm1, %xmm3, %xmm2
	vaddss	(%rsi,%rax), %xmm2, %xmm2
	vmulss	%xmm0, %xmm2, %xmm2
	vsubss	%xmm2, %xmm3, %xmm3
	vmovss	%xmm3, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rdx, %rax
	jne	.L59
