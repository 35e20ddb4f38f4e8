	vmovdqu	(%rsi,%rax), %xmm0
	incl	%ecx
	vpmovzxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxwd	%xmm0, %xmm0
	vmovdqu	%xmm1, (%rdx,%rax,2)
	vmovdqu	%xmm0, 16(%rdx,%rax,2)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L239
