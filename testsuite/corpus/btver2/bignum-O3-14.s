	vmovdqu	(%rbx,%rdx), %xmm0
	incl	%edi
	vmovdqu	(%r11,%rdx), %xmm1
	vpalignr	$8, %xmm0, %xmm0, %xmm0
	vpalignr	$8, %xmm1, %xmm1, %xmm1
	vpsllq	%xmm3, %xmm0, %xmm0
	vpsrlq	%xmm2, %xmm1, %xmm1
	vpor	%xmm1, %xmm0, %xmm0
	vpalignr	$8, %xmm0, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rcx,%rdx)
	subq	$16, %rdx
	cmpl	%ebp, %edi
	jb	.L102
