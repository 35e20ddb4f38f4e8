	vmovdqu	(%rax), %xmm1
	movl	%r8d, %r9d
	prefetcht0	752(%rax)
	addl	$2, %r8d
	addq	$64, %rax
	vshufps	$136, -48(%rax), %xmm1, %xmm1
	vpaddd	%xmm0, %xmm1, %xmm0
	vmovdqu	-32(%rax), %xmm1
	vshufps	$136, -16(%rax), %xmm1, %xmm1
	cmpl	%edx, %r9d
	vpaddd	%xmm0, %xmm1, %xmm0
	jne	.L146
