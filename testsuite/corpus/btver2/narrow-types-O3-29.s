	vmovdqu	(%rdx), %xmm0
	movl	%eax, %r10d
	prefetcht0	240(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm2, %xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm2, %xmm0, %xmm0
	vpsraw	$8, %xmm1, %xmm1
	vpsraw	$8, %xmm0, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vpand	%xmm0, %xmm3, %xmm0
	vpackuswb	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -64(%rdx)
	vmovdqu	-48(%rdx), %xmm0
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm2, %xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm2, %xmm0, %xmm0
	vpsraw	$8, %xmm1, %xmm1
	vpsraw	$8, %xmm0, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vpand	%xmm0, %xmm3, %xmm0
	vpackuswb	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -48(%rdx)
	vmovdqu	-32(%rdx), %xmm0
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm2, %xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm2, %xmm0, %xmm0
	vpsraw	$8, %xmm1, %xmm1
	vpsraw	$8, %xmm0, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vpand	%xmm0, %xmm3, %xmm0
	vpackuswb	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -32(%rdx)
	vmovdqu	-16(%rdx), %xmm0
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm2, %xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm2, %xmm0, %xmm0
	vpsraw	$8, %xmm1, %xmm1
	vpsraw	$8, %xmm0, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vpand	%xmm0, %xmm3, %xmm0
	vpackuswb	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -16(%rdx)
	cmpl	%ecx, %r10d
	jne	.L253
