	vmovdqu	(%rdx,%rax), %xmm0
	incl	%ecx
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm2, %xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm2, %xmm0, %xmm0
	vpsraw	$8, %xmm1, %xmm1
	vpsraw	$8, %xmm0, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vpand	%xmm0, %xmm3, %xmm0
	vpackuswb	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r9d, %ecx
	jb	.L254
