	movslq	(%r11,%rax,4), %rcx
	movslq	(%r10,%rax,4), %rdx
	vmovsd	(%r9,%rcx,8), %xmm0
	leaq	(%rsi,%rdx,8), %rdx
	vmulsd	(%r8,%rax,8), %xmm0, %xmm0
	incq	%rax
	cmpl	%eax, %edi
	vaddsd	(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, (%rdx)
	jg	.L53
