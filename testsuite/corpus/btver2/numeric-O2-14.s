	vmovss	(%rdi,%rax), %xmm0
	vsubss	(%rsi,%rax), %xmm0, %xmm0
	addq	$4, %rax
	cmpq	%rax, %rdx
	vmovss	%xmm0, %xmm0, %xmm3
	vxorps	%xmm5, %xmm0, %xmm4
	vcmpltss	%xmm2, %xmm0, %xmm0
	vblendvps	%xmm0, %xmm4, %xmm3, %xmm0
	vcvtss2sd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	jne	.L71
