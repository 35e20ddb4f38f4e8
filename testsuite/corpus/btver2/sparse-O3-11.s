	vmulsd	(%r8,%rax,8), %xmm1, %xmm0
	movslq	(%rsi,%rax,4), %rdx
	incq	%rax
	cmpl	%eax, %ecx
	leaq	(%rdi,%rdx,8), %rdx
	vaddsd	(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, (%rdx)
	jg	.L105
