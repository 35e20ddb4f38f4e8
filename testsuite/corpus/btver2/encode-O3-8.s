	vmovdqu	(%rdx), %xmm0
	prefetcht0	320(%rdx)
	movl	%eax, %r11d
	addq	$64, %rdx
	addl	$4, %eax
	prefetchw	320(%r8)
	addq	$64, %r8
	vpslld	$1, %xmm0, %xmm1
	vpsrad	$31, %xmm0, %xmm0
	vpxor	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -64(%r8)
	vmovdqu	-48(%rdx), %xmm0
	vpslld	$1, %xmm0, %xmm1
	vpsrad	$31, %xmm0, %xmm0
	vpxor	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -48(%r8)
	vmovdqu	-32(%rdx), %xmm0
	vpsrad	$31, %xmm0, %xmm1
	vpslld	$1, %xmm0, %xmm0
	vpxor	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -32(%r8)
	vmovdqu	-16(%rdx), %xmm0
	vpslld	$1, %xmm0, %xmm1
	vpsrad	$31, %xmm0, %xmm0
	vpxor	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -16(%r8)
	cmpl	%ecx, %r11d
	jne	.L57
