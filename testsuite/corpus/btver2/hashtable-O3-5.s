	vmovdqu	-720(%rax), %xmm1
	prefetcht0	(%rax)
	vmovdqu	-752(%rax), %xmm0
	addq	$64, %rax
	vpunpcklqdq	-768(%rax), %xmm1, %xmm1
	vpunpcklqdq	-800(%rax), %xmm0, %xmm0
	cmpq	%rcx, %rax
	vpcmpeqq	%xmm3, %xmm1, %xmm1
	vpcmpeqq	%xmm3, %xmm0, %xmm0
	vpandn	%xmm4, %xmm1, %xmm1
	vpandn	%xmm4, %xmm0, %xmm0
	vshufps	$136, %xmm1, %xmm0, %xmm0
	vpaddd	%xmm0, %xmm2, %xmm2
	jne	.L53
