	movslq	(%r8,%rax,4), %rdx
	incq	%rax
	cmpl	%eax, %ecx
	vaddsd	(%rsi,%rdx,8), %xmm0, %xmm0
	jg	.L28
