	vmovdqu	(%r8,%rsi), %xmm0
	incl	%edi
	vmovdqu	%xmm0, (%r9,%rsi)
	subq	$16, %rsi
	cmpl	%r11d, %edi
	jb	.L30
