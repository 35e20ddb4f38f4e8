	vpcmpeqb	(%rax), %xmm3, %xmm0
	movq	%rdi, %r9
	vpand	%xmm4, %xmm0, %xmm0
	addq	$4, %rdi
	vpmovzxbw	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxwd	%xmm2, %xmm1
	vpsrldq	$8, %xmm2, %xmm2
	vpmovzxbw	%xmm0, %xmm0
	vpaddd	%xmm5, %xmm1, %xmm1
	vpmovzxwd	%xmm2, %xmm2
	prefetcht0	192(%rax)
	vpaddd	%xmm1, %xmm2, %xmm2
	vpmovzxwd	%xmm0, %xmm1
	vpaddd	%xmm2, %xmm1, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vpcmpeqb	16(%rax), %xmm3, %xmm0
	vpmovzxwd	%xmm1, %xmm1
	vpand	%xmm4, %xmm0, %xmm0
	vpaddd	%xmm2, %xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxwd	%xmm2, %xmm5
	vpsrldq	$8, %xmm2, %xmm2
	vpmovzxbw	%xmm0, %xmm0
	vpaddd	%xmm1, %xmm5, %xmm1
	vpmovzxwd	%xmm2, %xmm2
	addq	$64, %rax
	vpaddd	%xmm1, %xmm2, %xmm2
	vpmovzxwd	%xmm0, %xmm1
	vpaddd	%xmm2, %xmm1, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vpcmpeqb	-32(%rax), %xmm3, %xmm0
	vpmovzxwd	%xmm1, %xmm1
	vpand	%xmm4, %xmm0, %xmm0
	vpaddd	%xmm2, %xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxwd	%xmm2, %xmm5
	vpsrldq	$8, %xmm2, %xmm2
	vpaddd	%xmm1, %xmm5, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vpmovzxwd	%xmm2, %xmm2
	vpaddd	%xmm1, %xmm2, %xmm2
	vpmovzxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpaddd	%xmm2, %xmm1, %xmm1
	vpmovzxwd	%xmm0, %xmm0
	vpaddd	%xmm1, %xmm0, %xmm0
	vpcmpeqb	-16(%rax), %xmm3, %xmm1
	vpand	%xmm4, %xmm1, %xmm1
	cmpq	%rdx, %r9
	vpmovzxbw	%xmm1, %xmm2
	vpsrldq	$8, %xmm1, %xmm1
	vpmovzxwd	%xmm2, %xmm5
	vpsrldq	$8, %xmm2, %xmm2
	vpaddd	%xmm0, %xmm5, %xmm0
	vpmovzxbw	%xmm1, %xmm1
	vpmovzxwd	%xmm2, %xmm2
	vpaddd	%xmm0, %xmm2, %xmm2
	vpmovzxwd	%xmm1, %xmm0
	vpsrldq	$8, %xmm1, %xmm1
	vpaddd	%xmm2, %xmm0, %xmm0
	vpmovzxwd	%xmm1, %xmm1
	vpaddd	%xmm0, %xmm1, %xmm5
	jne	.L5
