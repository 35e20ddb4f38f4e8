	vmulps	(%rax), %xmm2, %xmm0
	incl	%ecx
	addq	$16, %rdx
	addq	$64, %rax
	vmulps	-48(%rax), %xmm2, %xmm1
	vmulps	-16(%rax), %xmm2, %xmm8
	vcvttps2dq	%xmm0, %xmm0
	vcvttps2dq	%xmm1, %xmm1
	vpmaxsd	%xmm3, %xmm0, %xmm0
	vpminsd	%xmm4, %xmm0, %xmm0
	vcvttps2dq	%xmm8, %xmm8
	vpmaxsd	%xmm3, %xmm1, %xmm1
	vpand	%xmm0, %xmm5, %xmm0
	vpminsd	%xmm4, %xmm1, %xmm1
	vpand	%xmm1, %xmm5, %xmm1
	vpmaxsd	%xmm3, %xmm8, %xmm8
	vpackusdw	%xmm1, %xmm0, %xmm0
	vmulps	-32(%rax), %xmm2, %xmm1
	vpminsd	%xmm4, %xmm8, %xmm8
	vpand	%xmm8, %xmm5, %xmm8
	vpand	%xmm0, %xmm6, %xmm0
	vcvttps2dq	%xmm1, %xmm1
	vpmaxsd	%xmm3, %xmm1, %xmm1
	vpminsd	%xmm4, %xmm1, %xmm1
	vpand	%xmm1, %xmm5, %xmm1
	vpackusdw	%xmm8, %xmm1, %xmm1
	vpand	%xmm1, %xmm6, %xmm1
	vpackuswb	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rdx)
	cmpl	%r9d, %ecx
	jb	.L6
