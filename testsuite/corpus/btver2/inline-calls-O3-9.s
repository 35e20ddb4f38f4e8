	vmovdqu	(%rsi), %xmm0
	prefetcht0	192(%rsi)
	vmovdqu	(%rdi), %xmm2
	prefetcht0	192(%rdi)
	movl	%eax, %ebp
	addq	$64, %rsi
	addq	$64, %rdi
	addl	$4, %eax
	prefetchw	192(%r8)
	addq	$64, %r8
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxbw	%xmm2, %xmm4
	vpsrldq	$8, %xmm2, %xmm2
	vpmovzxbw	%xmm2, %xmm2
	vpmovzxbw	%xmm0, %xmm0
	vpaddw	%xmm4, %xmm1, %xmm1
	vpaddw	%xmm2, %xmm0, %xmm0
	vpminuw	%xmm3, %xmm1, %xmm1
	vpminuw	%xmm3, %xmm0, %xmm0
	vpand	%xmm0, %xmm3, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vmovdqu	-48(%rdi), %xmm2
	vpackuswb	%xmm0, %xmm1, %xmm1
	vmovdqu	-48(%rsi), %xmm0
	vmovdqu	%xmm1, -64(%r8)
	vpmovzxbw	%xmm2, %xmm4
	vpsrldq	$8, %xmm2, %xmm2
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxbw	%xmm2, %xmm2
	vpmovzxbw	%xmm0, %xmm0
	vpaddw	%xmm4, %xmm1, %xmm1
	vpaddw	%xmm2, %xmm0, %xmm0
	vpminuw	%xmm3, %xmm1, %xmm1
	vpminuw	%xmm3, %xmm0, %xmm0
	vpand	%xmm0, %xmm3, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vmovdqu	-32(%rdi), %xmm2
	vpackuswb	%xmm0, %xmm1, %xmm1
	vmovdqu	-32(%rsi), %xmm0
	vmovdqu	%xmm1, -48(%r8)
	vpmovzxbw	%xmm2, %xmm4
	vpsrldq	$8, %xmm2, %xmm2
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxbw	%xmm2, %xmm2
	vpmovzxbw	%xmm0, %xmm0
	vpaddw	%xmm4, %xmm1, %xmm1
	vpaddw	%xmm2, %xmm0, %xmm0
	vpminuw	%xmm3, %xmm1, %xmm1
	vpminuw	%xmm3, %xmm0, %xmm0
	vpand	%xmm0, %xmm3, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vmovdqu	-16(%rdi), %xmm2
	vpackuswb	%xmm0, %xmm1, %xmm1
	vmovdqu	-16(%rsi), %xmm0
	vmovdqu	%xmm1, -32(%r8)
	vpmovzxbw	%xmm2, %xmm4
	vpsrldq	$8, %xmm2, %xmm2
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxbw	%xmm0, %xmm0
	vpmovzxbw	%xmm2, %xmm2
	vpaddw	%xmm4, %xmm1, %xmm1
	vpaddw	%xmm2, %xmm0, %xmm0
	vpminuw	%xmm3, %xmm1, %xmm1
	vpminuw	%xmm3, %xmm0, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vpand	%xmm0, %xmm3, %xmm0
	vpackuswb	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm1, -16(%r8)
	cmpl	%edx, %ebp
	jne	.L67
