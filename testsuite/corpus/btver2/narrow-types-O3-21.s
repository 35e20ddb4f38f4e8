	vpand	16(%rax), %xmm2, %xmm1
	incl	%ecx
	vpand	(%rax), %xmm2, %xmm0
	addq	$16, %rdx
	vpand	48(%rax), %xmm2, %xmm4
	addq	$64, %rax
	vpackusdw	%xmm1, %xmm0, %xmm0
	vpand	-32(%rax), %xmm2, %xmm1
	vpsraw	$8, %xmm0, %xmm0
	vpand	%xmm0, %xmm3, %xmm0
	vpackusdw	%xmm4, %xmm1, %xmm1
	vpsraw	$8, %xmm1, %xmm1
	vpand	%xmm1, %xmm3, %xmm1
	vpackuswb	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rdx)
	cmpl	%r9d, %ecx
	jb	.L173
