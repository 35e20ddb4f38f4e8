	vmovss	(%rsi,%rax), %xmm0
	vmulss	%xmm0, %xmm0, %xmm1
	vmulss	%xmm0, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rdx, %rax
	jne	.L34
