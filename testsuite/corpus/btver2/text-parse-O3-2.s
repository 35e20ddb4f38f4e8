	vpcmpeqb	(%rax), %xmm3, %xmm0
	incq	%rdx
	vpand	%xmm4, %xmm0, %xmm0
	addq	$16, %rax
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxwd	%xmm1, %xmm2
	vpsrldq	$8, %xmm1, %xmm1
	vpaddd	%xmm5, %xmm2, %xmm2
	vpmovzxbw	%xmm0, %xmm0
	vpmovzxwd	%xmm1, %xmm1
	cmpq	%rcx, %rdx
	vpaddd	%xmm2, %xmm1, %xmm1
	vpmovzxwd	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpaddd	%xmm1, %xmm2, %xmm1
	vpmovzxwd	%xmm0, %xmm0
	vpaddd	%xmm1, %xmm0, %xmm5
	jb	.L6
