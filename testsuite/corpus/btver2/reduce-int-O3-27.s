	vpcmpeqd	(%rax), %xmm2, %xmm1
	movl	%r9d, %r10d
	vpsubd	%xmm1, %xmm0, %xmm0
	vpcmpeqd	16(%rax), %xmm2, %xmm1
	vpsubd	%xmm1, %xmm0, %xmm0
	vpcmpeqd	32(%rax), %xmm2, %xmm1
	vpsubd	%xmm1, %xmm0, %xmm0
	addl	$4, %r9d
	vpcmpeqd	48(%rax), %xmm2, %xmm1
	prefetcht0	400(%rax)
	addq	$64, %rax
	cmpl	%edx, %r10d
	vpsubd	%xmm1, %xmm0, %xmm0
	jne	.L202
