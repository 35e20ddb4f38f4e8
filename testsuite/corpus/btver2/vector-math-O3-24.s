	vmovups	(%rsi), %xmm0
	prefetcht0	272(%rsi)
	prefetcht0	272(%r8)
	movl	%eax, %ebp
	addq	$64, %rsi
	addq	$64, %r8
	addl	$4, %eax
	prefetchw	272(%r11)
	addq	$64, %r11
	vcmpltps	-64(%r8), %xmm0, %xmm0
	vmovdqu	%xmm0, -64(%r11)
	vmovups	-48(%rsi), %xmm0
	vcmpltps	-48(%r8), %xmm0, %xmm0
	vmovdqu	%xmm0, -48(%r11)
	vmovups	-32(%rsi), %xmm0
	vcmpltps	-32(%r8), %xmm0, %xmm0
	vmovdqu	%xmm0, -32(%r11)
	vmovups	-16(%rsi), %xmm0
	vcmpltps	-16(%r8), %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%r11)
	cmpl	%edx, %ebp
	jne	.L218
