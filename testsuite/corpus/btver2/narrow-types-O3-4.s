	vmovdqu	(%r9,%rdx), %xmm0
	incl	%ecx
	vpmullw	(%r10,%rdx), %xmm0, %xmm0
	vmovdqu	%xmm0, (%r11,%rdx)
	addq	$16, %rdx
	cmpl	%ebx, %ecx
	jb	.L29
