	vmovdqu	(%rdi,%rax), %xmm2
	incl	%ecx
	vmovdqu	(%r8,%rax), %xmm0
	vpmullw	%xmm2, %xmm0, %xmm1
	vpmulhw	%xmm2, %xmm0, %xmm0
	vpunpcklwd	%xmm0, %xmm1, %xmm2
	vpunpckhwd	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm2, (%rdx,%rax,2)
	vmovdqu	%xmm1, 16(%rdx,%rax,2)
	addq	$16, %rax
	cmpl	%ebx, %ecx
	jb	.L157
