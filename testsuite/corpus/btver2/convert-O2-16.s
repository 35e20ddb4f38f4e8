	vcvtsi2sdl	(%rdi,%rax), %xmm0, %xmm0
	vcvtss2sd	(%rsi,%rax), %xmm2, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	addq	$4, %rax
	cmpq	%rax, %rdx
	vaddsd	%xmm0, %xmm1, %xmm1
	jne	.L85
