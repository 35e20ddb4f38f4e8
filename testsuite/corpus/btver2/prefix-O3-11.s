	vmovdqu	(%rcx), %xmm0
	prefetcht0	320(%rcx)
	prefetcht0	316(%rcx)
	movl	%eax, %ebp
	movq	%rcx, %r11
	addl	$4, %eax
	addq	$64, %rcx
	prefetchw	320(%rsi)
	addq	$64, %rsi
	vpsubd	-68(%rcx), %xmm0, %xmm0
	vmovdqu	%xmm0, -64(%rsi)
	vmovdqu	-48(%rcx), %xmm0
	vpsubd	-52(%rcx), %xmm0, %xmm0
	vmovdqu	%xmm0, -48(%rsi)
	vmovdqu	-32(%rcx), %xmm0
	vpsubd	-36(%rcx), %xmm0, %xmm0
	vmovdqu	%xmm0, -32(%rsi)
	vmovdqu	-16(%rcx), %xmm0
	vpsubd	-20(%rcx), %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rsi)
	cmpl	%edx, %ebp
	jne	.L51
