	vmovss	(%rsi,%rax), %xmm1
	vcmpltss	%xmm3, %xmm1, %xmm2
	vxorps	%xmm4, %xmm1, %xmm0
	vmulss	%xmm8, %xmm1, %xmm9
	vblendvps	%xmm2, %xmm0, %xmm1, %xmm0
	vmulss	%xmm7, %xmm0, %xmm2
	vsubss	%xmm5, %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm6, %xmm2, %xmm2
	vmulss	%xmm0, %xmm2, %xmm0
	vsubss	%xmm0, %xmm9, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rax, %rdx
	jne	.L21
