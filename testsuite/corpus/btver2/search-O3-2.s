	vpcmpeqd	(%rax), %xmm4, %xmm7
	movl	%r9d, %r10d
	vpblendvb	%xmm7, %xmm1, %xmm2, %xmm2
	prefetcht0	400(%rax)
	vpcmpeqd	16(%rax), %xmm4, %xmm8
	addl	$4, %r9d
	vpaddd	%xmm5, %xmm1, %xmm7
	addq	$64, %rax
	vpblendvb	%xmm8, %xmm7, %xmm2, %xmm2
	vpcmpeqd	-32(%rax), %xmm4, %xmm9
	vpaddd	%xmm3, %xmm1, %xmm8
	vpblendvb	%xmm9, %xmm8, %xmm2, %xmm2
	vpaddd	%xmm6, %xmm1, %xmm7
	vpcmpeqd	-16(%rax), %xmm4, %xmm8
	cmpl	%edx, %r10d
	vpblendvb	%xmm8, %xmm7, %xmm2, %xmm2
	vpaddd	%xmm0, %xmm1, %xmm1
	jne	.L13
