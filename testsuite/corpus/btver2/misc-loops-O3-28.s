	vmovdqa	%xmm0, %xmm1
	incl	%edx
	subq	$16, %rax
	vpshufd	$27, %xmm1, %xmm1
	vmovdqu	%xmm1, 16(%rax)
	cmpl	%esi, %edx
	vpaddd	%xmm2, %xmm0, %xmm0
	jb	.L226
