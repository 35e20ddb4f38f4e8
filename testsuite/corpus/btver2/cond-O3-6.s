	vmovups	(%r9), %xmm0
	prefetcht0	304(%r9)
	prefetcht0	304(%r10)
	movl	%eax, %ebp
	addq	$64, %r9
	addq	$64, %r10
	addl	$4, %eax
	prefetchw	304(%r11)
	addq	$64, %r11
	vmaxps	-64(%r10), %xmm0, %xmm0
	vmovups	%xmm0, -64(%r11)
	vmovups	-48(%r9), %xmm0
	vmaxps	-48(%r10), %xmm0, %xmm0
	vmovups	%xmm0, -48(%r11)
	vmovups	-32(%r9), %xmm0
	vmaxps	-32(%r10), %xmm0, %xmm0
	vmovups	%xmm0, -32(%r11)
	vmovups	-16(%r9), %xmm0
	vmaxps	-16(%r10), %xmm0, %xmm0
	vmovups	%xmm0, -16(%r11)
	cmpl	%ecx, %ebp
	jne	.L49
