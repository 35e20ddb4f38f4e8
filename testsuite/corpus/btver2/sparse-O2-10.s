	movslq	(%r9,%rax,4), %rdx
	cmpl	%ecx, %edx
	je	.L92
	vmovsd	(%rdi,%rdx,8), %xmm0
	vmulsd	(%r10,%rax,8), %xmm0, %xmm0
	vsubsd	%xmm0, %xmm1, %xmm1
	incq	%rax
	cmpl	%eax, %esi
	jg	.L93
