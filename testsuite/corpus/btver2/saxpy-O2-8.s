	vmulss	(%rax), %xmm0, %xmm1
	incl	%edx
	addq	%rcx, %rax
	vaddss	(%rdi), %xmm1, %xmm1
	vmovss	%xmm1, (%rdi)
	addq	%rsi, %rdi
	cmpl	%edx, %r9d
	jne	.L42
