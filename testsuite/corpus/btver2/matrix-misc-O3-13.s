	vpcmpeqd	%xmm4, %xmm2, %xmm1
	movl	%r9d, %ebx
	vpmovsxdq	%xmm1, %xmm7
	vpsrldq	$8, %xmm1, %xmm1
	vpaddd	%xmm5, %xmm2, %xmm0
	vpmovsxdq	%xmm1, %xmm1
	vandpd	%xmm1, %xmm3, %xmm1
	vpcmpeqd	%xmm4, %xmm0, %xmm0
	vmovupd	%xmm1, 16(%rax)
	vpmovsxdq	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vandpd	%xmm7, %xmm3, %xmm7
	vpmovsxdq	%xmm0, %xmm0
	vandpd	%xmm1, %xmm3, %xmm1
	vandpd	%xmm0, %xmm3, %xmm0
	vmovupd	%xmm7, (%rax)
	vmovupd	%xmm1, 32(%rax)
	addl	$2, %r9d
	vmovupd	%xmm0, 48(%rax)
	prefetchw	528(%rax)
	addq	$64, %rax
	cmpl	%r13d, %ebx
	vpaddd	%xmm6, %xmm2, %xmm2
	jne	.L135
