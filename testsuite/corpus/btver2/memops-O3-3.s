	vmovdqu	(%rcx), %xmm0
	prefetcht0	464(%rcx)
	movl	%eax, %r11d
	addq	$64, %rcx
	addl	$4, %eax
	prefetchw	464(%rsi)
	addq	$64, %rsi
	vmovdqu	%xmm0, -64(%rsi)
	vmovdqu	-48(%rcx), %xmm0
	vmovdqu	%xmm0, -48(%rsi)
	vmovdqu	-32(%rcx), %xmm0
	vmovdqu	%xmm0, -32(%rsi)
	vmovdqu	-16(%rcx), %xmm0
	vmovdqu	%xmm0, -16(%rsi)
	cmpl	%edx, %r11d
	jne	.L10
