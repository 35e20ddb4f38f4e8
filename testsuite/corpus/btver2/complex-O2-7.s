	vmovss	(%rdi,%rax), %xmm2
	vmovss	(%rsi,%rax), %xmm4
	vmulss	%xmm3, %xmm2, %xmm5
	vmulss	%xmm0, %xmm4, %xmm7
	vmulss	%xmm0, %xmm2, %xmm2
	vmulss	%xmm3, %xmm4, %xmm4
	vsubss	%xmm7, %xmm5, %xmm5
	vmovss	%xmm5, (%rdi,%rax)
	vaddss	%xmm4, %xmm2, %xmm2
	vmulss	%xmm0, %xmm1, %xmm4
	vmulss	%xmm0, %xmm6, %xmm0
	vmovss	%xmm2, (%rsi,%rax)
	addq	$4, %rax
	vmovss	%xmm3, %xmm3, %xmm2
	vmulss	%xmm3, %xmm6, %xmm3
	cmpq	%rdx, %rax
	vmulss	%xmm2, %xmm1, %xmm2
	vsubss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm0, %xmm2, %xmm0
	jne	.L36
