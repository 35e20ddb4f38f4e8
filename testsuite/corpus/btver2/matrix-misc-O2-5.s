	vmovsd	(%rsi,%rax,8), %xmm0
	vaddsd	(%rdx), %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, (%rsi,%rax,8)
	incq	%rax
	vmovsd	%xmm0, (%rdx)
	addq	%rcx, %rdx
	cmpl	%eax, %edi
	jg	.L40
