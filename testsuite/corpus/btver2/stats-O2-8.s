	vmovss	(%rdi,%rax), %xmm1
	vsubss	(%rsi,%rax), %xmm1, %xmm1
	addq	$4, %rax
	cmpq	%rax, %rcx
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	jne	.L38
