	vmovss	(%rsi,%rax), %xmm1
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm0, %xmm1, %xmm1
	vaddss	%xmm1, %xmm2, %xmm2
	vmovss	%xmm2, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rax, %rdx
	jne	.L44
