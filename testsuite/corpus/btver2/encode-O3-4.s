	vpand	(%rax), %xmm3, %xmm0
	movl	%r8d, %r9d
	prefetcht0	192(%rax)
	addl	$4, %r8d
	addq	$64, %rax
	vpcmpeqb	%xmm4, %xmm0, %xmm0
	vpandn	%xmm5, %xmm0, %xmm0
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxwd	%xmm1, %xmm6
	vpsrldq	$8, %xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vpaddd	%xmm2, %xmm6, %xmm2
	vpmovzxwd	%xmm1, %xmm1
	vpaddd	%xmm2, %xmm1, %xmm1
	vpmovzxwd	%xmm0, %xmm2
	vpaddd	%xmm1, %xmm2, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vpand	-48(%rax), %xmm3, %xmm0
	vpmovzxwd	%xmm1, %xmm1
	vpaddd	%xmm2, %xmm1, %xmm1
	vpcmpeqb	%xmm4, %xmm0, %xmm0
	vpandn	%xmm5, %xmm0, %xmm0
	vpmovzxbw	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxwd	%xmm2, %xmm6
	vpsrldq	$8, %xmm2, %xmm2
	vpmovzxbw	%xmm0, %xmm0
	vpaddd	%xmm1, %xmm6, %xmm1
	vpmovzxwd	%xmm2, %xmm2
	vpaddd	%xmm1, %xmm2, %xmm2
	vpmovzxwd	%xmm0, %xmm1
	vpaddd	%xmm2, %xmm1, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vpand	-32(%rax), %xmm3, %xmm0
	vpmovzxwd	%xmm1, %xmm1
	vpaddd	%xmm2, %xmm1, %xmm1
	vpcmpeqb	%xmm4, %xmm0, %xmm0
	vpandn	%xmm5, %xmm0, %xmm0
	vpmovzxbw	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxwd	%xmm2, %xmm6
	vpsrldq	$8, %xmm2, %xmm2
	vpaddd	%xmm1, %xmm6, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vpmovzxwd	%xmm2, %xmm2
	vpaddd	%xmm1, %xmm2, %xmm2
	vpmovzxwd	%xmm0, %xmm1
	vpaddd	%xmm2, %xmm1, %xmm1
	vpand	-16(%rax), %xmm3, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	cmpl	%edx, %r9d
	vpmovzxwd	%xmm0, %xmm0
	vpaddd	%xmm1, %xmm0, %xmm0
	vpcmpeqb	%xmm4, %xmm2, %xmm2
	vpandn	%xmm5, %xmm2, %xmm2
	vpmovzxbw	%xmm2, %xmm1
	vpsrldq	$8, %xmm2, %xmm2
	vpmovzxwd	%xmm1, %xmm6
	vpsrldq	$8, %xmm1, %xmm1
	vpmovzxbw	%xmm2, %xmm2
	vpaddd	%xmm0, %xmm6, %xmm0
	vpmovzxwd	%xmm1, %xmm1
	vpaddd	%xmm0, %xmm1, %xmm1
	vpmovzxwd	%xmm2, %xmm0
	vpsrldq	$8, %xmm2, %xmm2
	vpaddd	%xmm1, %xmm0, %xmm0
	vpmovzxwd	%xmm2, %xmm2
	vpaddd	%xmm0, %xmm2, %xmm2
	jne	.L31
