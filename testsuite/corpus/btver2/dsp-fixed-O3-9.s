	vmovdqu	(%rcx), %xmm3
	prefetcht0	192(%rcx)
	vmovdqu	(%rsi), %xmm2
	prefetcht0	192(%rsi)
	movl	%eax, %r8d
	addq	$64, %rcx
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	192(%rdi)
	addq	$64, %rdi
	vpmullw	%xmm4, %xmm3, %xmm7
	vpmullw	%xmm5, %xmm2, %xmm0
	vpmulhw	%xmm4, %xmm3, %xmm3
	vpmulhw	%xmm5, %xmm2, %xmm2
	vpunpcklwd	%xmm3, %xmm7, %xmm8
	vpunpckhwd	%xmm3, %xmm7, %xmm7
	vpunpcklwd	%xmm2, %xmm0, %xmm1
	vmovdqu	-48(%rcx), %xmm3
	vpunpckhwd	%xmm2, %xmm0, %xmm0
	vmovdqu	-48(%rsi), %xmm2
	vpaddd	%xmm8, %xmm1, %xmm1
	vpaddd	%xmm7, %xmm0, %xmm0
	vpsrad	$15, %xmm1, %xmm1
	vpsrad	$15, %xmm0, %xmm0
	vpand	%xmm1, %xmm6, %xmm1
	vpand	%xmm0, %xmm6, %xmm0
	vpmullw	%xmm3, %xmm4, %xmm7
	vpackusdw	%xmm0, %xmm1, %xmm0
	vpmulhw	%xmm3, %xmm4, %xmm3
	vmovdqu	%xmm0, -64(%rdi)
	vpmullw	%xmm2, %xmm5, %xmm0
	vpmulhw	%xmm2, %xmm5, %xmm2
	vpunpcklwd	%xmm3, %xmm7, %xmm8
	vpunpckhwd	%xmm3, %xmm7, %xmm7
	vmovdqu	-32(%rcx), %xmm3
	vpunpcklwd	%xmm2, %xmm0, %xmm1
	vpunpckhwd	%xmm2, %xmm0, %xmm0
	vmovdqu	-32(%rsi), %xmm2
	vpaddd	%xmm8, %xmm1, %xmm1
	vpaddd	%xmm7, %xmm0, %xmm0
	vpsrad	$15, %xmm1, %xmm1
	vpsrad	$15, %xmm0, %xmm0
	vpand	%xmm1, %xmm6, %xmm1
	vpmullw	%xmm3, %xmm4, %xmm7
	vpand	%xmm0, %xmm6, %xmm0
	vpmulhw	%xmm3, %xmm4, %xmm3
	vpackusdw	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -48(%rdi)
	vpmullw	%xmm2, %xmm5, %xmm0
	vpunpcklwd	%xmm3, %xmm7, %xmm8
	vpmulhw	%xmm2, %xmm5, %xmm2
	vpunpckhwd	%xmm3, %xmm7, %xmm7
	vmovdqu	-16(%rcx), %xmm3
	vpunpcklwd	%xmm2, %xmm0, %xmm1
	vpunpckhwd	%xmm2, %xmm0, %xmm0
	vmovdqu	-16(%rsi), %xmm2
	vpaddd	%xmm8, %xmm1, %xmm1
	vpaddd	%xmm7, %xmm0, %xmm0
	vpsrad	$15, %xmm1, %xmm1
	vpsrad	$15, %xmm0, %xmm0
	vpand	%xmm1, %xmm6, %xmm1
	vpmullw	%xmm3, %xmm4, %xmm7
	vpand	%xmm0, %xmm6, %xmm0
	vpmulhw	%xmm3, %xmm4, %xmm3
	vpackusdw	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -32(%rdi)
	vpmullw	%xmm2, %xmm5, %xmm0
	vpunpcklwd	%xmm3, %xmm7, %xmm8
	vpmulhw	%xmm2, %xmm5, %xmm2
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
	vmovdqu	%xmm0, -16(%rdi)
	cmpl	%edx, %r8d
	jne	.L79
