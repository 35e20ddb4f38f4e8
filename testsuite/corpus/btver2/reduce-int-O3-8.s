	vmovdqu	(%rax), %xmm0
	incq	%rdx
	addq	$16, %rax
	cmpq	%rcx, %rdx
	vpmovzxbw	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpsrldq	$8, %xmm2, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vpmovzxwd	%xmm2, %xmm2
	vpmovzxwd	%xmm1, %xmm1
	vpaddd	%xmm2, %xmm1, %xmm1
	vpmovzxwd	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpaddd	%xmm2, %xmm1, %xmm1
	vpmovzxwd	%xmm0, %xmm0
	vpaddd	%xmm0, %xmm1, %xmm0
	vpaddd	%xmm0, %xmm3, %xmm3
	jb	.L50
