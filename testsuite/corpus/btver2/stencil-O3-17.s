	vmovdqu	0(%rbp,%rax), %xmm0
	incl	%ecx
	vmovdqu	(%rdx,%rax), %xmm6
	vmovdqu	(%r11,%rax), %xmm5
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm4, %xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm3, %xmm0, %xmm0
	vpmovzxbw	%xmm6, %xmm7
	vpsrldq	$8, %xmm6, %xmm6
	vpaddw	%xmm7, %xmm1, %xmm1
	vpmovzxbw	%xmm6, %xmm6
	vpmovzxbw	%xmm5, %xmm7
	vpsrldq	$8, %xmm5, %xmm5
	vpaddw	%xmm6, %xmm0, %xmm0
	vpmovzxbw	%xmm5, %xmm5
	vpaddw	%xmm7, %xmm1, %xmm1
	vpaddw	%xmm5, %xmm0, %xmm0
	vpsrlw	$2, %xmm1, %xmm1
	vpsrlw	$2, %xmm0, %xmm0
	vpand	%xmm1, %xmm2, %xmm1
	vpand	%xmm0, %xmm2, %xmm0
	vpackuswb	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm1, (%r8,%rax)
	addq	$16, %rax
	cmpl	%ebx, %ecx
	jb	.L165
