	movslq	(%rsi,%rax,4), %rcx
	vmovsd	(%r9,%rcx,8), %xmm0
	vmulsd	(%rdi,%rax,8), %xmm0, %xmm0
	incq	%rax
	cmpq	%rax, %r10
	vaddsd	%xmm0, %xmm1, %xmm1
	jne	.L33
