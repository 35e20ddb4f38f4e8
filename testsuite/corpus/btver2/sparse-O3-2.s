	movslq	(%rdi,%rax,4), %rdx
	vmovsd	(%r9,%rdx,8), %xmm0
	vmulsd	(%r8,%rax,8), %xmm0, %xmm0
	incq	%rax
	cmpl	%eax, %ecx
	vaddsd	%xmm0, %xmm1, %xmm1
	jg	.L6
