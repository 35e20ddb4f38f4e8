	vmovdqu	(%rbx), %xmm0
	prefetcht0	-224(%rbx)
	vmovdqu	(%r11), %xmm1
	prefetcht0	-224(%r11)
	movl	%edx, %r12d
	subq	$64, %rbx
	subq	$64, %r11
	addl	$4, %edx
	prefetchw	-224(%rcx)
	subq	$64, %rcx
	vpalignr	$8, %xmm0, %xmm0, %xmm0
	vpalignr	$8, %xmm1, %xmm1, %xmm1
	vpsllq	%xmm3, %xmm0, %xmm0
	vpsrlq	%xmm2, %xmm1, %xmm1
	vpor	%xmm1, %xmm0, %xmm0
	vpalignr	$8, %xmm0, %xmm0, %xmm0
	vmovdqu	%xmm0, 64(%rcx)
	vmovdqu	48(%rbx), %xmm0
	vmovdqu	48(%r11), %xmm1
	vpalignr	$8, %xmm0, %xmm0, %xmm0
	vpalignr	$8, %xmm1, %xmm1, %xmm1
	vpsllq	%xmm3, %xmm0, %xmm0
	vpsrlq	%xmm2, %xmm1, %xmm1
	vpor	%xmm1, %xmm0, %xmm0
	vpalignr	$8, %xmm0, %xmm0, %xmm0
	vmovdqu	%xmm0, 48(%rcx)
	vmovdqu	32(%rbx), %xmm0
	vmovdqu	32(%r11), %xmm1
	vpalignr	$8, %xmm0, %xmm0, %xmm0
	vpalignr	$8, %xmm1, %xmm1, %xmm1
	vpsllq	%xmm3, %xmm0, %xmm0
	vpsrlq	%xmm2, %xmm1, %xmm1
	vpor	%xmm1, %xmm0, %xmm0
	vpalignr	$8, %xmm0, %xmm0, %xmm0
	vmovdqu	%xmm0, 32(%rcx)
	vmovdqu	16(%rbx), %xmm0
	vmovdqu	16(%r11), %xmm1
	vpalignr	$8, %xmm0, %xmm0, %xmm0
	vpalignr	$8, %xmm1, %xmm1, %xmm1
	vpsllq	%xmm3, %xmm0, %xmm0
	vpsrlq	%xmm2, %xmm1, %xmm1
	vpor	%xmm1, %xmm0, %xmm0
	vpalignr	$8, %xmm0, %xmm0, %xmm0
	vmovdqu	%xmm0, 16(%rcx)
	cmpl	%edi, %r12d
	jne	.L100
