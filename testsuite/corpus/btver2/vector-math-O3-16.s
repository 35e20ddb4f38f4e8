	vpmulld	(%rcx), %xmm1, %xmm0
	prefetcht0	304(%rcx)
	prefetcht0	304(%rsi)
	movl	%eax, %r12d
	addq	$64, %rcx
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	304(%rdi)
	addq	$64, %rdi
	vpaddd	-64(%rsi), %xmm0, %xmm0
	vmovdqu	%xmm0, -64(%rdi)
	vpmulld	-48(%rcx), %xmm1, %xmm0
	vpaddd	-48(%rsi), %xmm0, %xmm0
	vmovdqu	%xmm0, -48(%rdi)
	vpmulld	-32(%rcx), %xmm1, %xmm0
	vpaddd	-32(%rsi), %xmm0, %xmm0
	vmovdqu	%xmm0, -32(%rdi)
	vpmulld	-16(%rcx), %xmm1, %xmm0
	vpaddd	-16(%rsi), %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rdi)
	cmpl	%edx, %r12d
	jne	.L151
