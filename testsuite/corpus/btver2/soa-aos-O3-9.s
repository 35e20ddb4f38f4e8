	vmovupd	(%rsi), %xmm3
	prefetcht0	528(%rsi)
	vmovupd	16(%rsi), %xmm4
	prefetcht0	592(%rsi)
	vmovupd	32(%rsi), %xmm5
	prefetchw	256(%r8)
	vmovupd	48(%rsi), %xmm6
	prefetchw	256(%r11)
	vmovupd	64(%rsi), %xmm7
	movl	%eax, %ebp
	subq	$-128, %rsi
	addq	$64, %r8
	vmovhpd	-112(%rsi), %xmm3, %xmm0
	addq	$64, %r11
	vmovupd	%xmm0, -64(%r8)
	vunpckhpd	%xmm4, %xmm3, %xmm0
	vmovupd	-48(%rsi), %xmm3
	vmovupd	%xmm0, -64(%r11)
	vmovupd	-32(%rsi), %xmm4
	vmovhpd	-80(%rsi), %xmm5, %xmm0
	vmovupd	%xmm0, -48(%r8)
	addl	$4, %eax
	vunpckhpd	%xmm6, %xmm5, %xmm0
	vmovupd	-16(%rsi), %xmm5
	vmovupd	%xmm0, -48(%r11)
	vmovhpd	-48(%rsi), %xmm7, %xmm0
	vmovupd	%xmm0, -32(%r8)
	vunpckhpd	%xmm3, %xmm7, %xmm0
	vmovupd	%xmm0, -32(%r11)
	vmovhpd	-16(%rsi), %xmm4, %xmm0
	vmovupd	%xmm0, -16(%r8)
	vunpckhpd	%xmm5, %xmm4, %xmm0
	vmovupd	%xmm0, -16(%r11)
	cmpl	%edi, %ebp
	jne	.L64
