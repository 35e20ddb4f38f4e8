	movswq	%ax, %rcx
	incl	%eax
	movswq	(%rsi,%rcx,2), %rcx
	leaq	(%rdi,%rcx,4), %rcx
	vaddss	(%rcx), %xmm1, %xmm0
	vmovss	%xmm0, (%rcx)
	movswl	%ax, %ecx
	cmpl	%edx, %ecx
	jl	.L92
