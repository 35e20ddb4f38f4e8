	vmovdqu	(%rax), %xmm6
	movq	%rdi, %r9
	vmovdqu	16(%rax), %xmm5
	addq	$4, %rdi
	vmovdqu	32(%rax), %xmm4
	prefetcht0	224(%rax)
	vmovdqu	48(%rax), %xmm1
	addq	$64, %rax
	cmpq	%rdx, %r9
	vpmovzxbw	%xmm6, %xmm8
	vpsrldq	$8, %xmm6, %xmm6
	vpmovzxwd	%xmm8, %xmm0
	vpsrldq	$8, %xmm8, %xmm8
	vpmovzxbw	%xmm6, %xmm6
	vpmovzxwd	%xmm8, %xmm8
	vpaddd	%xmm8, %xmm0, %xmm0
	vpmovzxwd	%xmm6, %xmm8
	vpaddd	%xmm8, %xmm0, %xmm0
	vpsrldq	$8, %xmm6, %xmm8
	vpmovzxbw	%xmm5, %xmm9
	vpmovzxwd	%xmm8, %xmm8
	vpmovzxwd	%xmm9, %xmm6
	vpaddd	%xmm8, %xmm0, %xmm0
	vpaddd	%xmm6, %xmm0, %xmm0
	vpsrldq	$8, %xmm5, %xmm5
	vpsrldq	$8, %xmm9, %xmm6
	vpmovzxbw	%xmm5, %xmm5
	vpmovzxwd	%xmm6, %xmm6
	vpmovzxbw	%xmm4, %xmm7
	vpaddd	%xmm6, %xmm0, %xmm0
	vpmovzxwd	%xmm5, %xmm6
	vpsrldq	$8, %xmm5, %xmm5
	vpaddd	%xmm6, %xmm0, %xmm0
	vpmovzxwd	%xmm5, %xmm5
	vpsrldq	$8, %xmm4, %xmm4
	vpaddd	%xmm5, %xmm0, %xmm0
	vpmovzxwd	%xmm7, %xmm5
	vpsrldq	$8, %xmm7, %xmm7
	vpmovzxbw	%xmm4, %xmm4
	vpaddd	%xmm5, %xmm0, %xmm0
	vpmovzxwd	%xmm7, %xmm7
	vpmovzxwd	%xmm4, %xmm5
	vpaddd	%xmm7, %xmm0, %xmm0
	vpsrldq	$8, %xmm4, %xmm4
	vpmovzxbw	%xmm1, %xmm2
	vpmovzxwd	%xmm4, %xmm4
	vpaddd	%xmm5, %xmm0, %xmm0
	vpaddd	%xmm4, %xmm0, %xmm0
	vpsrldq	$8, %xmm1, %xmm1
	vpmovzxwd	%xmm2, %xmm4
	vpsrldq	$8, %xmm2, %xmm2
	vpmovzxbw	%xmm1, %xmm1
	vpmovzxwd	%xmm2, %xmm2
	vpaddd	%xmm4, %xmm0, %xmm0
	vpaddd	%xmm2, %xmm0, %xmm0
	vpmovzxwd	%xmm1, %xmm2
	vpsrldq	$8, %xmm1, %xmm1
	vpaddd	%xmm2, %xmm0, %xmm0
	vpmovzxwd	%xmm1, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpaddd	%xmm0, %xmm3, %xmm3
	jne	.L49
