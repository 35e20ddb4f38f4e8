	vmovdqu	48(%rax), %xmm0
	prefetcht0	(%rax)
	vmovdqa	-104(%rsp), %xmm7
	subq	$16, %rax
	cmpq	%rdx, %rax
	vpshufb	.LC8(%rip), %xmm0, %xmm0
	vpand	.LC9(%rip), %xmm7, %xmm14
	vmovdqa	%xmm7, %xmm4
	vpmovzxbw	%xmm0, %xmm1
	vpaddd	.LC10(%rip), %xmm7, %xmm8
	vpmullw	.LC25(%rip), %xmm1, %xmm3
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxbw	%xmm0, %xmm0
	vpaddd	.LC7(%rip), %xmm7, %xmm6
	vpmullw	-24(%rsp), %xmm0, %xmm2
	vpaddd	.LC11(%rip), %xmm7, %xmm7
	vpcmpeqd	%xmm15, %xmm14, %xmm14
	vpaddd	.LC12(%rip), %xmm4, %xmm4
	vpcmpeqd	%xmm15, %xmm14, %xmm12
	vpand	.LC9(%rip), %xmm8, %xmm8
	vpmovzxwd	%xmm3, %xmm5
	vpsrldq	$8, %xmm3, %xmm3
	vpsubd	.LC15(%rip), %xmm5, %xmm13
	vpmovzxwd	%xmm3, %xmm3
	vmovdqa	%xmm6, -104(%rsp)
	vpand	.LC9(%rip), %xmm7, %xmm7
	vpmovzxwd	%xmm2, %xmm6
	vpand	.LC9(%rip), %xmm4, %xmm4
	vpcmpeqd	%xmm15, %xmm8, %xmm8
	vpcmpeqd	%xmm15, %xmm8, %xmm11
	vpsrldq	$8, %xmm2, %xmm2
	vpmovzxwd	%xmm2, %xmm2
	vpcmpgtd	.LC27(%rip), %xmm13, %xmm13
	vpand	%xmm12, %xmm13, %xmm13
	vpcmpeqd	%xmm15, %xmm7, %xmm7
	vmovdqa	%xmm13, -88(%rsp)
	vpsubd	.LC15(%rip), %xmm3, %xmm13
	vpcmpeqd	%xmm15, %xmm7, %xmm10
	vpcmpeqd	%xmm15, %xmm4, %xmm4
	vpcmpeqd	%xmm15, %xmm4, %xmm9
	vpcmpgtd	.LC27(%rip), %xmm13, %xmm13
	vpand	%xmm11, %xmm13, %xmm13
	vmovdqa	%xmm13, -72(%rsp)
	vpsubd	.LC15(%rip), %xmm6, %xmm13
	vpcmpgtd	.LC27(%rip), %xmm13, %xmm13
	vpand	%xmm10, %xmm13, %xmm13
	vmovdqa	%xmm13, -56(%rsp)
	vpsubd	.LC15(%rip), %xmm2, %xmm13
	vpcmpgtd	.LC27(%rip), %xmm13, %xmm13
	vpand	%xmm9, %xmm13, %xmm13
	vmovdqa	%xmm13, -40(%rsp)
	vpminud	.LC14(%rip), %xmm5, %xmm13
	vpcmpeqd	%xmm13, %xmm5, %xmm13
	vpand	%xmm12, %xmm13, %xmm13
	vpminud	.LC14(%rip), %xmm3, %xmm12
	vpcmpeqd	%xmm12, %xmm3, %xmm12
	vpand	%xmm11, %xmm12, %xmm12
	vpminud	.LC14(%rip), %xmm6, %xmm11
	vpcmpeqd	%xmm11, %xmm6, %xmm11
	vpand	%xmm10, %xmm11, %xmm11
	vpminud	.LC14(%rip), %xmm2, %xmm10
	vpcmpeqd	%xmm10, %xmm2, %xmm10
	vpand	%xmm9, %xmm10, %xmm10
	vpmovzxwd	%xmm1, %xmm9
	vpsrldq	$8, %xmm1, %xmm1
	vpblendvb	%xmm14, %xmm9, %xmm5, %xmm9
	vpmovzxwd	%xmm1, %xmm1
	vpblendvb	%xmm8, %xmm1, %xmm3, %xmm1
	vpmovzxwd	%xmm0, %xmm8
	vpsrldq	$8, %xmm0, %xmm0
	vpmovzxwd	%xmm0, %xmm0
	vpblendvb	%xmm4, %xmm0, %xmm2, %xmm0
	vpblendvb	%xmm13, %xmm5, %xmm9, %xmm9
	vpaddd	.LC16(%rip), %xmm5, %xmm5
	vmovdqa	-88(%rsp), %xmm4
	vpblendvb	%xmm7, %xmm8, %xmm6, %xmm8
	vpblendvb	%xmm12, %xmm3, %xmm1, %xmm1
	vmovdqa	-72(%rsp), %xmm7
	vpaddd	.LC16(%rip), %xmm3, %xmm3
	vpblendvb	%xmm11, %xmm6, %xmm8, %xmm8
	vpblendvb	%xmm4, %xmm5, %xmm9, %xmm5
	vpaddd	.LC16(%rip), %xmm6, %xmm6
	vmovdqa	-56(%rsp), %xmm4
	vpblendvb	%xmm10, %xmm2, %xmm0, %xmm0
	vpaddd	.LC16(%rip), %xmm2, %xmm2
	vpblendvb	%xmm7, %xmm3, %xmm1, %xmm1
	vpblendvb	%xmm4, %xmm6, %xmm8, %xmm8
	vmovdqa	-40(%rsp), %xmm6
	vpaddd	%xmm5, %xmm1, %xmm1
	vpaddd	%xmm8, %xmm1, %xmm1
	vpblendvb	%xmm6, %xmm2, %xmm0, %xmm0
	vpaddd	%xmm0, %xmm1, %xmm0
	vpaddd	-120(%rsp), %xmm0, %xmm5
	vmovdqa	%xmm5, -120(%rsp)
	jne	.L107
