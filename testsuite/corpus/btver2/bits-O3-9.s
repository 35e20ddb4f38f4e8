	vmovdqu	(%rsi), %xmm0
	prefetcht0	320(%rsi)
	movl	%ebx, %eax
	addq	$64, %rsi
	addl	$4, %ebx
	prefetchw	320(%rdi)
	addq	$64, %rdi
	vpslld	%xmm3, %xmm0, %xmm1
	vpsrld	%xmm2, %xmm0, %xmm0
	vpor	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -64(%rdi)
	vmovdqu	-48(%rsi), %xmm0
	vpslld	%xmm3, %xmm0, %xmm1
	vpsrld	%xmm2, %xmm0, %xmm0
	vpor	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -48(%rdi)
	vmovdqu	-32(%rsi), %xmm0
	vpslld	%xmm3, %xmm0, %xmm1
	vpsrld	%xmm2, %xmm0, %xmm0
	vpor	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -32(%rdi)
	vmovdqu	-16(%rsi), %xmm0
	vpslld	%xmm3, %xmm0, %xmm1
	vpsrld	%xmm2, %xmm0, %xmm0
	vpor	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -16(%rdi)
	cmpl	%edx, %eax
	jne	.L56
