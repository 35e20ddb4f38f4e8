	vmovdqu	(%rdi,%rax), %xmm3
	incl	%esi
	vmovdqu	(%r11,%rax), %xmm2
	addq	$16, %rax
	cmpl	%ecx, %esi
	vpunpckldq	%xmm3, %xmm3, %xmm4
	vpunpckhdq	%xmm3, %xmm3, %xmm3
	vpunpckldq	%xmm2, %xmm2, %xmm1
	vpunpckhdq	%xmm2, %xmm2, %xmm2
	vpmuldq	%xmm4, %xmm1, %xmm1
	vpmuldq	%xmm3, %xmm2, %xmm2
	vpaddq	%xmm0, %xmm1, %xmm0
	vpaddq	%xmm0, %xmm2, %xmm0
	jb	.L30
