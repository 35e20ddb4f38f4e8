	vmovdqu	(%rdi), %xmm0
	prefetcht0	368(%rsi)
	prefetcht0	368(%rdi)
	movl	%eax, %ebp
	addq	$64, %rsi
	addq	$64, %rdi
	addl	$4, %eax
	prefetchw	368(%r8)
	addq	$64, %r8
	vpavgb	-64(%rsi), %xmm0, %xmm0
	vmovdqu	%xmm0, -64(%r8)
	vmovdqu	-48(%rdi), %xmm0
	vpavgb	-48(%rsi), %xmm0, %xmm0
	vmovdqu	%xmm0, -48(%r8)
	vmovdqu	-32(%rdi), %xmm0
	vpavgb	-32(%rsi), %xmm0, %xmm0
	vmovdqu	%xmm0, -32(%r8)
	vmovdqu	-16(%rdi), %xmm0
	vpavgb	-16(%rsi), %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%r8)
	cmpl	%edx, %ebp
	jne	.L79
