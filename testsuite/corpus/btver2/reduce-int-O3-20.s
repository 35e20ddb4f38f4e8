	vmovdqu	(%rax), %xmm1
	incl	%edx
	addq	$32, %rax
	vshufps	$136, -16(%rax), %xmm1, %xmm1
	cmpl	%ecx, %edx
	vpaddd	%xmm1, %xmm0, %xmm0
	jb	.L147
