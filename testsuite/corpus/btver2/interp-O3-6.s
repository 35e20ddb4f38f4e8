	vmulps	(%rbx), %xmm7, %xmm5
	prefetcht0	160(%r11)
	prefetcht0	160(%rbx)
	prefetcht0	160(%rbp)
	vmulps	(%r11), %xmm6, %xmm1
	prefetcht0	160(%r12)
	movl	%eax, %r15d
	addq	$64, %r11
	addq	$64, %rbx
	addq	$64, %rbp
	addq	$64, %r12
	addl	$4, %eax
	prefetchw	160(%r14)
	addq	$64, %r14
	vaddps	%xmm5, %xmm1, %xmm1
	vmulps	-64(%rbp), %xmm8, %xmm5
	vaddps	%xmm5, %xmm1, %xmm1
	vmulps	-64(%r12), %xmm9, %xmm5
	vaddps	%xmm5, %xmm1, %xmm1
	vmulps	-48(%r11), %xmm6, %xmm5
	vmovups	%xmm1, -64(%r14)
	vmulps	-48(%rbx), %xmm7, %xmm1
	vaddps	%xmm5, %xmm1, %xmm1
	vmulps	-48(%rbp), %xmm8, %xmm5
	vaddps	%xmm5, %xmm1, %xmm1
	vmulps	-48(%r12), %xmm9, %xmm5
	vaddps	%xmm5, %xmm1, %xmm1
	vmulps	-32(%rbx), %xmm7, %xmm5
	vmovups	%xmm1, -48(%r14)
	vmulps	-32(%r11), %xmm6, %xmm1
	vaddps	%xmm5, %xmm1, %xmm1
	vmulps	-32(%rbp), %xmm8, %xmm5
	vaddps	%xmm5, %xmm1, %xmm1
	vmulps	-32(%r12), %xmm9, %xmm5
	vaddps	%xmm5, %xmm1, %xmm1
	vmulps	-16(%rbx), %xmm7, %xmm5
	vmovups	%xmm1, -32(%r14)
	vmulps	-16(%r11), %xmm6, %xmm1
	vaddps	%xmm5, %xmm1, %xmm1
	vmulps	-16(%rbp), %xmm8, %xmm5
	vaddps	%xmm5, %xmm1, %xmm1
	vmulps	-16(%r12), %xmm9, %xmm5
	vaddps	%xmm5, %xmm1, %xmm1
	vmovups	%xmm1, -16(%r14)
	cmpl	%edx, %r15d
	jne	.L48
