	vmovdqu	(%rsi), %xmm0
	prefetcht0	320(%rcx)
	prefetcht0	320(%rsi)
	movl	%eax, %ebp
	addq	$64, %rcx
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	320(%rdi)
	addq	$64, %rdi
	vpaddw	-64(%rcx), %xmm0, %xmm0
	vmovdqu	%xmm0, -64(%rdi)
	vmovdqu	-48(%rsi), %xmm0
	vpaddw	-48(%rcx), %xmm0, %xmm0
	vmovdqu	%xmm0, -48(%rdi)
	vmovdqu	-32(%rsi), %xmm0
	vpaddw	-32(%rcx), %xmm0, %xmm0
	vmovdqu	%xmm0, -32(%rdi)
	vmovdqu	-16(%rsi), %xmm0
	vpaddw	-16(%rcx), %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rdi)
	cmpl	%edx, %ebp
	jne	.L5
