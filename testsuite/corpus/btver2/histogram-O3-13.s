	vmovdqu	(%rax), %xmm2
	movl	%r8d, %r9d
	prefetcht0	400(%rax)
	addl	$4, %r8d
	addq	$64, %rax
	vpcmpgtd	%xmm1, %xmm2, %xmm2
	vpsubd	%xmm2, %xmm0, %xmm0
	vmovdqu	-48(%rax), %xmm2
	vpcmpgtd	%xmm1, %xmm2, %xmm2
	vpsubd	%xmm2, %xmm0, %xmm0
	vmovdqu	-32(%rax), %xmm2
	vpcmpgtd	%xmm1, %xmm2, %xmm2
	vpsubd	%xmm2, %xmm0, %xmm0
	vmovdqu	-16(%rax), %xmm2
	cmpl	%edx, %r9d
	vpcmpgtd	%xmm1, %xmm2, %xmm2
	vpsubd	%xmm2, %xmm0, %xmm0
	jne	.L70
