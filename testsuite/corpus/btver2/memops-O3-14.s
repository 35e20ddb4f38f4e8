	vmovdqa	%xmm0, %xmm1
	incl	%edx
	vmovdqu	%xmm1, (%rax)
	addq	$16, %rax
	cmpl	%esi, %edx
	vpaddd	%xmm2, %xmm0, %xmm0
	jb	.L89
