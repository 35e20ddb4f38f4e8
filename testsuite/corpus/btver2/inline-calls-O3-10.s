	vmovdqu	(%rsi,%rax), %xmm0
	incl	%edx
	vmovdqu	(%rdi,%rax), %xmm2
	vpmovzxbw	%xmm0, %xmm4
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxbw	%xmm2, %xmm1
	vpsrldq	$8, %xmm2, %xmm2
	vpmovzxbw	%xmm0, %xmm0
	vpmovzxbw	%xmm2, %xmm2
	vpaddw	%xmm4, %xmm1, %xmm1
	vpaddw	%xmm2, %xmm0, %xmm0
	vpminuw	%xmm3, %xmm1, %xmm1
	vpminuw	%xmm3, %xmm0, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vpand	%xmm0, %xmm3, %xmm0
	vpackuswb	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm1, (%r8,%rax)
	addq	$16, %rax
	cmpl	%ebx, %edx
	jb	.L68
