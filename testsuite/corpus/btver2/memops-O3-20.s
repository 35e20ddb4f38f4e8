	vmovsd	(%r9,%rax,8), %xmm0
	movslq	(%r10,%rax,4), %rdx
	incq	%rax
	cmpl	%eax, %ecx
	vmovsd	%xmm0, (%rdi,%rdx,8)
	jg	.L130
