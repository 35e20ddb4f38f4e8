	vpaddd	(%rdi), %xmm1, %xmm0
	movl	%eax, %r10d
	prefetcht0	400(%rdi)
	addl	$4, %eax
	addq	$64, %rdi
	vmovdqu	%xmm0, -64(%rdi)
	vpaddd	-48(%rdi), %xmm1, %xmm0
	vmovdqu	%xmm0, -48(%rdi)
	vpaddd	-32(%rdi), %xmm1, %xmm0
	vmovdqu	%xmm0, -32(%rdi)
	vpaddd	-16(%rdi), %xmm1, %xmm0
	vmovdqu	%xmm0, -16(%rdi)
	cmpl	%r8d, %r10d
	jne	.L180
