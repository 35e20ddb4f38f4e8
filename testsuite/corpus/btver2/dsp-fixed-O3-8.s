	vmovdqu	(%rdx,%rax), %xmm2
	incl	%ecx
	vpmullw	%xmm2, %xmm3, %xmm0
	vpmulhw	%xmm2, %xmm3, %xmm2
	vpunpcklwd	%xmm2, %xmm0, %xmm1
	vpunpckhwd	%xmm2, %xmm0, %xmm0
	vpsrad	$14, %xmm1, %xmm1
	vpsrad	$14, %xmm0, %xmm0
	vpmaxsd	%xmm4, %xmm1, %xmm1
	vpmaxsd	%xmm4, %xmm0, %xmm0
	vpminsd	%xmm5, %xmm1, %xmm1
	vpminsd	%xmm5, %xmm0, %xmm0
	vpand	%xmm1, %xmm6, %xmm1
	vpand	%xmm0, %xmm6, %xmm0
	vpackusdw	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm1, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r9d, %ecx
	jb	.L67
