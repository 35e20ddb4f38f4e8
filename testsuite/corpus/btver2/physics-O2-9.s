	vsubss	(%rsi,%rax), %xmm0, %xmm2
	vmulss	%xmm1, %xmm2, %xmm3
	vmulss	%xmm2, %xmm2, %xmm2
	vaddss	%xmm4, %xmm2, %xmm2
	vdivss	%xmm2, %xmm3, %xmm2
	vmovss	%xmm2, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rdx, %rax
	jne	.L51
