	movl	%eax, %r11d
	prefetcht0	400(%rcx)
	vpabsd	(%rcx), %xmm0
	addl	$4, %eax
	vmovdqu	%xmm0, (%rsi)
	addq	$64, %rcx
	vpabsd	-48(%rcx), %xmm0
	prefetchw	400(%rsi)
	vmovdqu	%xmm0, 16(%rsi)
	vpabsd	-32(%rcx), %xmm0
	addq	$64, %rsi
	vmovdqu	%xmm0, -32(%rsi)
	vpabsd	-16(%rcx), %xmm0
	vmovdqu	%xmm0, -16(%rsi)
	cmpl	%edx, %r11d
	jne	.L5
