	movslq	%eax, %rcx
	incl	%eax
	leaq	(%r10,%rcx,4), %rcx
	cmpl	%eax, %r8d
	vmovss	(%rcx), %xmm0
	cmove	%r11d, %eax
	vmovss	%xmm0, (%rdi,%rdx)
	vmovss	(%r9,%rdx), %xmm0
	addq	$4, %rdx
	cmpq	%rdx, %rsi
	vmovss	%xmm0, (%rcx)
	jne	.L16
