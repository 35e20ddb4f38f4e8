	movslq	(%rdx,%rax), %rcx
	vmovss	(%rdi,%rcx,4), %xmm0
	vmulss	(%rsi,%rax), %xmm0, %xmm0
	addq	$4, %rax
	cmpq	%r8, %rax
	vaddss	%xmm0, %xmm1, %xmm1
	jne	.L66
