	vmovss	(%rsi,%rax), %xmm0
	vdivss	%xmm0, %xmm4, %xmm1
	vmulss	%xmm3, %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vsubss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rdx, %rax
	jne	.L12
