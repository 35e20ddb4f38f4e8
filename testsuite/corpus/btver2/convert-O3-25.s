	vpand	(%rdx,%rax,2), %xmm1, %xmm0
	incl	%ecx
	vpand	16(%rdx,%rax,2), %xmm1, %xmm2
	vpackusdw	%xmm2, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rsi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L221
