	vmovss	(%rax), %xmm0
	movq	%rax, %rcx
	vcomiss	%xmm0, %xmm1
	jbe	.L72
	movl	%edx, %r8d
	incl	%edx
	addq	$4, %rax
	cmpl	%edx, %esi
	vmovss	%xmm0, %xmm0, %xmm1
	jne	.L59
