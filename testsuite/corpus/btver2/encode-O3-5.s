	vpand	(%rax), %xmm3, %xmm0
	incl	%edx
	addq	$16, %rax
	cmpl	%ecx, %edx
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
	vpsrldq	$8, %xmm0, %xmm0
	vpaddd	%xmm1, %xmm2, %xmm2
	vpmovzxwd	%xmm0, %xmm0
	vpaddd	%xmm2, %xmm0, %xmm2
	jb	.L32
