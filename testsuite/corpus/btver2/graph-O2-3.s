	movslq	(%rax), %rdx
	addq	$4, %rax
	cmpq	%rax, %rcx
	vaddsd	(%rsi,%rdx,8), %xmm1, %xmm1
	jne	.L20
