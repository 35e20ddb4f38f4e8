	vpxor	(%rdi), %xmm0, %xmm1
	prefetcht0	304(%rsi)
	prefetcht0	304(%rdi)
	movl	%eax, %ebp
	addq	$64, %rsi
	addq	$64, %rdi
	addl	$4, %eax
	prefetchw	304(%r8)
	addq	$64, %r8
	vpand	-64(%rsi), %xmm1, %xmm1
	vmovdqu	%xmm1, -64(%r8)
	vpxor	-48(%rdi), %xmm0, %xmm1
	vpand	-48(%rsi), %xmm1, %xmm1
	vmovdqu	%xmm1, -48(%r8)
	vpxor	-32(%rdi), %xmm0, %xmm1
	vpand	-32(%rsi), %xmm1, %xmm1
	vmovdqu	%xmm1, -32(%r8)
	vpxor	-16(%rdi), %xmm0, %xmm1
	vpand	-16(%rsi), %xmm1, %xmm1
	vmovdqu	%xmm1, -16(%r8)
	cmpl	%edx, %ebp
	jne	.L122
