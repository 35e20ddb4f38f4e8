	vmovdqu	(%rdi,%rax), %xmm2
	incl	%ecx
	vmovdqu	(%rsi,%rax), %xmm0
	vpmovzxbw	%xmm2, %xmm7
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm7, %xmm1, %xmm1
	vpsrldq	$8, %xmm2, %xmm7
	vpmovzxbw	%xmm7, %xmm7
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm7, %xmm0, %xmm0
	vmovdqu	(%rdx,%rax), %xmm7
	vpxor	%xmm6, %xmm2, %xmm2
	vpmovzxbw	%xmm2, %xmm8
	vpsrldq	$8, %xmm2, %xmm2
	vpmovzxbw	%xmm2, %xmm2
	vpmovzxbw	%xmm7, %xmm9
	vpsrldq	$8, %xmm7, %xmm7
	vpmullw	%xmm9, %xmm8, %xmm8
	vpmovzxbw	%xmm7, %xmm7
	vpmullw	%xmm7, %xmm2, %xmm2
	vpmovzxwd	%xmm1, %xmm7
	vpmovzxwd	%xmm8, %xmm9
	vpsrldq	$8, %xmm1, %xmm1
	vpsrldq	$8, %xmm8, %xmm8
	vpmovzxwd	%xmm1, %xmm1
	vpmovzxwd	%xmm8, %xmm8
	vpaddd	%xmm9, %xmm7, %xmm7
	vpaddd	%xmm8, %xmm1, %xmm1
	vpmovzxwd	%xmm2, %xmm9
	vpmovzxwd	%xmm0, %xmm8
	vpsrldq	$8, %xmm2, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpaddd	%xmm9, %xmm8, %xmm8
	vpmovzxwd	%xmm2, %xmm2
	vpsrlq	$32, %xmm7, %xmm9
	vpmuldq	%xmm3, %xmm9, %xmm9
	vpmovzxwd	%xmm0, %xmm0
	vpaddd	%xmm2, %xmm0, %xmm0
	vpmuldq	%xmm3, %xmm7, %xmm2
	vpshufd	$245, %xmm2, %xmm2
	vpblendw	$204, %xmm9, %xmm2, %xmm2
	vpsrlq	$32, %xmm1, %xmm9
	vpaddd	%xmm2, %xmm7, %xmm7
	vpmuldq	%xmm3, %xmm9, %xmm9
	vpsrad	$7, %xmm7, %xmm7
	vpmuldq	%xmm3, %xmm1, %xmm2
	vpand	%xmm7, %xmm4, %xmm7
	vpshufd	$245, %xmm2, %xmm2
	vpblendw	$204, %xmm9, %xmm2, %xmm2
	vpaddd	%xmm2, %xmm1, %xmm2
	vpmuldq	%xmm3, %xmm8, %xmm1
	vpsrad	$7, %xmm2, %xmm2
	vpand	%xmm2, %xmm4, %xmm2
	vpackusdw	%xmm2, %xmm7, %xmm7
	vpsrlq	$32, %xmm8, %xmm2
	vpmuldq	%xmm3, %xmm2, %xmm2
	vpshufd	$245, %xmm1, %xmm1
	vpand	%xmm7, %xmm5, %xmm7
	vpblendw	$204, %xmm2, %xmm1, %xmm1
	vpmuldq	%xmm3, %xmm0, %xmm2
	vpaddd	%xmm1, %xmm8, %xmm1
	vpsrlq	$32, %xmm0, %xmm8
	vpsrad	$7, %xmm1, %xmm1
	vpmuldq	%xmm3, %xmm8, %xmm8
	vpshufd	$245, %xmm2, %xmm2
	vpblendw	$204, %xmm8, %xmm2, %xmm2
	vpaddd	%xmm2, %xmm0, %xmm0
	vpsrad	$7, %xmm0, %xmm2
	vpand	%xmm1, %xmm4, %xmm0
	vpand	%xmm2, %xmm4, %xmm1
	vpackusdw	%xmm1, %xmm0, %xmm0
	vpand	%xmm0, %xmm5, %xmm0
	vpackuswb	%xmm0, %xmm7, %xmm7
	vmovdqu	%xmm7, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%ebx, %ecx
	jb	.L6
