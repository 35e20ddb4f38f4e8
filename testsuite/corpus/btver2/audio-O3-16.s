	vcvtdq2ps	%xmm3, %xmm0
	prefetcht0	208(%rsi)
	prefetcht0	208(%r10)
	movl	%eax, %ebp
	addq	$64, %rsi
	addq	$64, %r10
	vmulps	%xmm5, %xmm0, %xmm0
	addl	$4, %eax
	prefetchw	208(%r11)
	addq	$64, %r11
	vsubps	%xmm0, %xmm6, %xmm2
	vmulps	-64(%r10), %xmm0, %xmm0
	vmulps	-64(%rsi), %xmm2, %xmm2
	vaddps	%xmm0, %xmm2, %xmm0
	vmovups	%xmm0, -64(%r11)
	vpaddd	%xmm7, %xmm3, %xmm0
	vcvtdq2ps	%xmm0, %xmm0
	vmulps	%xmm5, %xmm0, %xmm0
	vsubps	%xmm0, %xmm6, %xmm2
	vmulps	-48(%r10), %xmm0, %xmm0
	vmulps	-48(%rsi), %xmm2, %xmm2
	vaddps	%xmm0, %xmm2, %xmm0
	vpaddd	%xmm9, %xmm3, %xmm2
	vcvtdq2ps	%xmm2, %xmm2
	vmovups	%xmm0, -48(%r11)
	vpaddd	%xmm10, %xmm3, %xmm0
	vmulps	%xmm5, %xmm2, %xmm2
	vpaddd	%xmm8, %xmm3, %xmm3
	vcvtdq2ps	%xmm0, %xmm0
	vsubps	%xmm2, %xmm6, %xmm11
	vmulps	-32(%r10), %xmm2, %xmm2
	vmulps	-32(%rsi), %xmm11, %xmm11
	vmulps	%xmm5, %xmm0, %xmm0
	vaddps	%xmm2, %xmm11, %xmm2
	vmovups	%xmm2, -32(%r11)
	vsubps	%xmm0, %xmm6, %xmm2
	vmulps	-16(%r10), %xmm0, %xmm0
	vmulps	-16(%rsi), %xmm2, %xmm2
	vaddps	%xmm0, %xmm2, %xmm0
	vmovups	%xmm0, -16(%r11)
	cmpl	%ebp, %edx
	jne	.L138
