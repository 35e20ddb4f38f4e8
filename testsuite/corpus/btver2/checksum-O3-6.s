	vmovdqu	(%rax), %xmm0
	incl	%edx
	addq	$16, %rax
	cmpl	%ecx, %edx
	vpmovzxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxwd	%xmm0, %xmm0
	vpaddd	%xmm0, %xmm1, %xmm0
	vpaddd	%xmm0, %xmm2, %xmm2
	jb	.L27
