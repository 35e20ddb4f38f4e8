	vmovdqu	(%rcx,%rax), %xmm3
	incl	%edx
	vmovdqu	(%rsi,%rax), %xmm2
	vpmullw	%xmm3, %xmm4, %xmm7
	vpmullw	%xmm5, %xmm2, %xmm0
	vpmulhw	%xmm3, %xmm4, %xmm3
	vpmulhw	%xmm5, %xmm2, %xmm2
	vpunpcklwd	%xmm3, %xmm7, %xmm8
	vpunpckhwd	%xmm3, %xmm7, %xmm7
	vpunpcklwd	%xmm2, %xmm0, %xmm1
	vpunpckhwd	%xmm2, %xmm0, %xmm0
	vpaddd	%xmm8, %xmm1, %xmm1
	vpaddd	%xmm7, %xmm0, %xmm0
	vpsrad	$15, %xmm1, %xmm1
	vpsrad	$15, %xmm0, %xmm0
	vpand	%xmm1, %xmm6, %xmm1
	vpand	%xmm0, %xmm6, %xmm0
	vpackusdw	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%ebp, %edx
	jb	.L81
