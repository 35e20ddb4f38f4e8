	vmovdqu	(%rdi), %xmm2
	movl	%eax, %r11d
	vmovdqu	(%rsi), %xmm3
	addl	$4, %eax
	prefetcht0	256(%rsi)
	prefetcht0	256(%rdi)
	addq	$64, %rsi
	addq	$64, %rdi
	vpmullw	%xmm2, %xmm3, %xmm0
	vpmulhw	%xmm2, %xmm3, %xmm3
	vpunpcklwd	%xmm3, %xmm0, %xmm2
	vpsrad	$8, %xmm2, %xmm2
	vpaddd	%xmm1, %xmm2, %xmm2
	vpunpckhwd	%xmm3, %xmm0, %xmm1
	vpsrad	$8, %xmm1, %xmm1
	vmovdqu	-48(%rsi), %xmm3
	vpaddd	%xmm2, %xmm1, %xmm1
	vmovdqu	-48(%rdi), %xmm2
	vpmullw	%xmm2, %xmm3, %xmm0
	vpmulhw	%xmm2, %xmm3, %xmm3
	vpunpcklwd	%xmm3, %xmm0, %xmm2
	vpsrad	$8, %xmm2, %xmm2
	vpaddd	%xmm1, %xmm2, %xmm2
	vpunpckhwd	%xmm3, %xmm0, %xmm1
	vpsrad	$8, %xmm1, %xmm1
	vmovdqu	-32(%rsi), %xmm3
	vpaddd	%xmm2, %xmm1, %xmm1
	vmovdqu	-32(%rdi), %xmm2
	vpmullw	%xmm2, %xmm3, %xmm0
	vpmulhw	%xmm2, %xmm3, %xmm3
	vpunpcklwd	%xmm3, %xmm0, %xmm2
	vpunpckhwd	%xmm3, %xmm0, %xmm0
	vpsrad	$8, %xmm2, %xmm2
	vmovdqu	-16(%rsi), %xmm3
	vpaddd	%xmm1, %xmm2, %xmm1
	vmovdqu	-16(%rdi), %xmm2
	vpsrad	$8, %xmm0, %xmm0
	cmpl	%edx, %r11d
	vpaddd	%xmm1, %xmm0, %xmm0
	vpmullw	%xmm2, %xmm3, %xmm1
	vpmulhw	%xmm2, %xmm3, %xmm3
	vpunpcklwd	%xmm3, %xmm1, %xmm2
	vpunpckhwd	%xmm3, %xmm1, %xmm1
	vpsrad	$8, %xmm2, %xmm2
	vpsrad	$8, %xmm1, %xmm1
	vpaddd	%xmm0, %xmm2, %xmm0
	vpaddd	%xmm0, %xmm1, %xmm1
	jne	.L179
