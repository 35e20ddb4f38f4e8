	vmovups	(%rbx), %xmm0
	prefetcht0	160(%r11)
	vmulps	0(%r13), %xmm4, %xmm3
	prefetcht0	160(%rbx)
	prefetcht0	160(%rbp)
	prefetcht0	160(%r12)
	prefetcht0	160(%r13)
	movl	-32(%rsp), %edx
	movl	%eax, %r10d
	prefetchw	160(%r9)
	addl	$4, %eax
	addq	$64, %r11
	vaddps	-64(%r11), %xmm0, %xmm0
	addq	$64, %rbx
	addq	$64, %rbp
	addq	$64, %r12
	addq	$64, %r13
	addq	$64, %r9
	vaddps	-64(%rbp), %xmm0, %xmm0
	vaddps	-64(%r12), %xmm0, %xmm0
	vsubps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -64(%r9)
	vmovups	-48(%rbx), %xmm0
	vmulps	-48(%r13), %xmm4, %xmm3
	vaddps	-48(%r11), %xmm0, %xmm0
	vaddps	-48(%rbp), %xmm0, %xmm0
	vaddps	-48(%r12), %xmm0, %xmm0
	vsubps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -48(%r9)
	vmovups	-32(%r11), %xmm0
	vmulps	-32(%r13), %xmm4, %xmm3
	vaddps	-32(%rbx), %xmm0, %xmm0
	vaddps	-32(%rbp), %xmm0, %xmm0
	vaddps	-32(%r12), %xmm0, %xmm0
	vsubps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -32(%r9)
	vmovups	-16(%rbx), %xmm0
	vmulps	-16(%r13), %xmm4, %xmm3
	vaddps	-16(%r11), %xmm0, %xmm0
	vaddps	-16(%rbp), %xmm0, %xmm0
	vaddps	-16(%r12), %xmm0, %xmm0
	vsubps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -16(%r9)
	cmpl	%edx, %eax
	jne	.L118
