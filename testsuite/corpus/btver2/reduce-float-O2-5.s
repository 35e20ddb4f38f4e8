	vcvtss2sd	(%rdi,%rax), %xmm0, %xmm0
	vcvtss2sd	(%rsi,%rax), %xmm2, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm0
	addq	$4, %rax
	cmpq	%rax, %rdx
	vaddsd	%xmm0, %xmm1, %xmm1
	jne	.L24
