	vpcmpeqb	(%rax), %xmm2, %xmm0
	movl	%r9d, %r10d
	vpand	%xmm3, %xmm0, %xmm0
	addl	$4, %r9d
	vpmovzxbw	%xmm0, %xmm4
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxwd	%xmm4, %xmm1
	vpsrldq	$8, %xmm4, %xmm4
	vpmovzxbw	%xmm0, %xmm0
	vpaddd	%xmm5, %xmm1, %xmm1
	vpmovzxwd	%xmm4, %xmm4
	prefetcht0	192(%rax)
	vpaddd	%xmm1, %xmm4, %xmm4
	vpmovzxwd	%xmm0, %xmm1
	vpaddd	%xmm4, %xmm1, %xmm4
	vpsrldq	$8, %xmm0, %xmm1
	vpcmpeqb	16(%rax), %xmm2, %xmm0
	vpmovzxwd	%xmm1, %xmm1
	vpand	%xmm3, %xmm0, %xmm0
	vpaddd	%xmm4, %xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm4
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxwd	%xmm4, %xmm5
	vpsrldq	$8, %xmm4, %xmm4
	vpmovzxbw	%xmm0, %xmm0
	vpaddd	%xmm1, %xmm5, %xmm1
	vpmovzxwd	%xmm4, %xmm4
	addq	$64, %rax
	vpaddd	%xmm1, %xmm4, %xmm4
	vpmovzxwd	%xmm0, %xmm1
	vpaddd	%xmm4, %xmm1, %xmm4
	vpsrldq	$8, %xmm0, %xmm1
	vpcmpeqb	-32(%rax), %xmm2, %xmm0
	vpmovzxwd	%xmm1, %xmm1
	vpand	%xmm3, %xmm0, %xmm0
	vpaddd	%xmm4, %xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm4
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxwd	%xmm4, %xmm5
	vpsrldq	$8, %xmm4, %xmm4
	vpaddd	%xmm1, %xmm5, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vpmovzxwd	%xmm4, %xmm4
	vpaddd	%xmm1, %xmm4, %xmm4
	vpmovzxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpaddd	%xmm4, %xmm1, %xmm1
	vpmovzxwd	%xmm0, %xmm0
	vpaddd	%xmm1, %xmm0, %xmm0
	vpcmpeqb	-16(%rax), %xmm2, %xmm1
	vpand	%xmm3, %xmm1, %xmm1
	cmpl	%edx, %r10d
	vpmovzxbw	%xmm1, %xmm4
	vpsrldq	$8, %xmm1, %xmm1
	vpmovzxwd	%xmm4, %xmm5
	vpsrldq	$8, %xmm4, %xmm4
	vpaddd	%xmm0, %xmm5, %xmm0
	vpmovzxbw	%xmm1, %xmm1
	vpmovzxwd	%xmm4, %xmm4
	vpaddd	%xmm0, %xmm4, %xmm4
	vpmovzxwd	%xmm1, %xmm0
	vpsrldq	$8, %xmm1, %xmm1
	vpaddd	%xmm4, %xmm0, %xmm0
	vpmovzxwd	%xmm1, %xmm1
	vpaddd	%xmm0, %xmm1, %xmm5
	jne	.L13
