	movq	%rax, %rcx
	incq	%rax
	salq	$4, %rcx
	cmpl	%edx, %eax
	vaddpd	(%rdi,%rcx), %xmm1, %xmm1
	jb	.L56
