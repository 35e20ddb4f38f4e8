	vmovdqu	(%rax), %xmm0
	incl	%edx
	addq	$16, %rax
	cmpl	%esi, %edx
	vpmovsxwd	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpaddd	%xmm1, %xmm2, %xmm1
	vpmovsxwd	%xmm0, %xmm0
	vpaddd	%xmm1, %xmm0, %xmm1
	jb	.L71
