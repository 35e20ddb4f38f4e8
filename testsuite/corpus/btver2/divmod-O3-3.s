	vmovdqu	(%rcx), %xmm1
	prefetcht0	368(%rcx)
	movl	%eax, %r11d
	addq	$64, %rcx
	addl	$4, %eax
	prefetchw	368(%rsi)
	addq	$64, %rsi
	vpmuludq	%xmm2, %xmm1, %xmm0
	vpsrlq	$32, %xmm1, %xmm1
	vpmuludq	%xmm2, %xmm1, %xmm1
	vpshufd	$245, %xmm0, %xmm0
	vpblendw	$204, %xmm1, %xmm0, %xmm0
	vmovdqu	-48(%rcx), %xmm1
	vpsrld	$3, %xmm0, %xmm0
	vmovdqu	%xmm0, -64(%rsi)
	vpmuludq	%xmm2, %xmm1, %xmm0
	vpsrlq	$32, %xmm1, %xmm1
	vpmuludq	%xmm2, %xmm1, %xmm1
	vpshufd	$245, %xmm0, %xmm0
	vpblendw	$204, %xmm1, %xmm0, %xmm0
	vmovdqu	-32(%rcx), %xmm1
	vpsrld	$3, %xmm0, %xmm0
	vmovdqu	%xmm0, -48(%rsi)
	vpmuludq	%xmm2, %xmm1, %xmm0
	vpsrlq	$32, %xmm1, %xmm1
	vpmuludq	%xmm2, %xmm1, %xmm1
	vpshufd	$245, %xmm0, %xmm0
	vpblendw	$204, %xmm1, %xmm0, %xmm0
	vmovdqu	-16(%rcx), %xmm1
	vpsrld	$3, %xmm0, %xmm0
	vmovdqu	%xmm0, -32(%rsi)
	vpmuludq	%xmm2, %xmm1, %xmm0
	vpsrlq	$32, %xmm1, %xmm1
	vpmuludq	%xmm2, %xmm1, %xmm1
	vpshufd	$245, %xmm0, %xmm0
	vpblendw	$204, %xmm1, %xmm0, %xmm0
	vpsrld	$3, %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rsi)
	cmpl	%edx, %r11d
	jne	.L19
