	vmovdqu	(%rax), %xmm0
	movl	%r8d, %r9d
	prefetcht0	368(%rax)
	addl	$4, %r8d
	addq	$64, %rax
	vpmovsxwd	%xmm0, %xmm2
	vpaddd	%xmm1, %xmm2, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vmovdqu	-48(%rax), %xmm0
	vpmovsxwd	%xmm1, %xmm1
	vpaddd	%xmm2, %xmm1, %xmm1
	vpmovsxwd	%xmm0, %xmm2
	vpaddd	%xmm1, %xmm2, %xmm2
	vpsrldq	$8, %xmm0, %xmm1
	vmovdqu	-32(%rax), %xmm0
	vpmovsxwd	%xmm1, %xmm1
	vpaddd	%xmm2, %xmm1, %xmm1
	vpmovsxwd	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpaddd	%xmm1, %xmm2, %xmm1
	vpmovsxwd	%xmm0, %xmm0
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovdqu	-16(%rax), %xmm1
	cmpl	%edx, %r9d
	vpmovsxwd	%xmm1, %xmm2
	vpsrldq	$8, %xmm1, %xmm1
	vpaddd	%xmm0, %xmm2, %xmm0
	vpmovsxwd	%xmm1, %xmm1
	vpaddd	%xmm0, %xmm1, %xmm1
	jne	.L70
