	vmovdqu	(%rcx), %xmm0
	movl	%eax, %r11d
	vmovdqu	(%rsi), %xmm3
	addl	$4, %eax
	prefetcht0	160(%rcx)
	prefetcht0	160(%rsi)
	addq	$64, %rcx
	addq	$64, %rsi
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxbw	%xmm3, %xmm4
	vpsrldq	$8, %xmm3, %xmm3
	vpmullw	%xmm4, %xmm1, %xmm1
	vpmovsxbw	%xmm3, %xmm3
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm3, %xmm0, %xmm0
	vpmovsxwd	%xmm1, %xmm3
	vpsrldq	$8, %xmm1, %xmm1
	vpaddd	%xmm2, %xmm3, %xmm2
	vpmovsxwd	%xmm1, %xmm1
	vmovdqu	-48(%rsi), %xmm3
	vpaddd	%xmm2, %xmm1, %xmm1
	vpmovsxwd	%xmm0, %xmm2
	vpaddd	%xmm1, %xmm2, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vmovdqu	-48(%rcx), %xmm0
	vpmovsxwd	%xmm1, %xmm1
	vpaddd	%xmm2, %xmm1, %xmm1
	vpmovsxbw	%xmm3, %xmm4
	vpsrldq	$8, %xmm3, %xmm3
	vpmovsxbw	%xmm3, %xmm3
	vpmovzxbw	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm4, %xmm2, %xmm2
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm3, %xmm0, %xmm0
	vpmovsxwd	%xmm2, %xmm3
	vpsrldq	$8, %xmm2, %xmm2
	vpaddd	%xmm1, %xmm3, %xmm1
	vpmovsxwd	%xmm2, %xmm2
	vpaddd	%xmm1, %xmm2, %xmm2
	vpmovsxwd	%xmm0, %xmm1
	vmovdqu	-32(%rsi), %xmm3
	vpaddd	%xmm2, %xmm1, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vmovdqu	-32(%rcx), %xmm0
	vpmovsxwd	%xmm1, %xmm1
	vpaddd	%xmm2, %xmm1, %xmm1
	vpmovsxbw	%xmm3, %xmm4
	vpsrldq	$8, %xmm3, %xmm3
	vpmovzxbw	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm4, %xmm2, %xmm2
	vpmovsxbw	%xmm3, %xmm3
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm3, %xmm0, %xmm0
	vpmovsxwd	%xmm2, %xmm3
	vpsrldq	$8, %xmm2, %xmm2
	vpaddd	%xmm1, %xmm3, %xmm1
	vpmovsxwd	%xmm2, %xmm2
	vmovdqu	-16(%rsi), %xmm3
	vpaddd	%xmm1, %xmm2, %xmm2
	vpmovsxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpaddd	%xmm2, %xmm1, %xmm1
	vmovdqu	-16(%rcx), %xmm2
	vpmovsxwd	%xmm0, %xmm0
	cmpl	%edx, %r11d
	vpaddd	%xmm1, %xmm0, %xmm0
	vpmovsxbw	%xmm3, %xmm4
	vpsrldq	$8, %xmm3, %xmm3
	vpmovsxbw	%xmm3, %xmm3
	vpmovzxbw	%xmm2, %xmm1
	vpsrldq	$8, %xmm2, %xmm2
	vpmullw	%xmm4, %xmm1, %xmm1
	vpmovzxbw	%xmm2, %xmm2
	vpmullw	%xmm3, %xmm2, %xmm2
	vpmovsxwd	%xmm1, %xmm3
	vpsrldq	$8, %xmm1, %xmm1
	vpaddd	%xmm0, %xmm3, %xmm0
	vpmovsxwd	%xmm1, %xmm1
	vpaddd	%xmm0, %xmm1, %xmm1
	vpmovsxwd	%xmm2, %xmm0
	vpsrldq	$8, %xmm2, %xmm2
	vpaddd	%xmm1, %xmm0, %xmm0
	vpmovsxwd	%xmm2, %xmm2
	vpaddd	%xmm0, %xmm2, %xmm2
	jne	.L60
