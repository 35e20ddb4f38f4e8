	vmovups	(%r11), %xmm0
	prefetcht0	256(%r10)
	prefetcht0	256(%r11)
	prefetcht0	256(%rbx)
	movl	%eax, %r13d
	addq	$64, %r10
	addq	$64, %r11
	addq	$64, %rbx
	addl	$4, %eax
	prefetchw	256(%rbp)
	addq	$64, %rbp
	vmulps	-64(%r10), %xmm0, %xmm0
	vsubps	-64(%rbx), %xmm0, %xmm0
	vmovups	%xmm0, -64(%rbp)
	vmovups	-48(%r11), %xmm0
	vmulps	-48(%r10), %xmm0, %xmm0
	vsubps	-48(%rbx), %xmm0, %xmm0
	vmovups	%xmm0, -48(%rbp)
	vmovups	-32(%r10), %xmm0
	vmulps	-32(%r11), %xmm0, %xmm0
	vsubps	-32(%rbx), %xmm0, %xmm0
	vmovups	%xmm0, -32(%rbp)
	vmovups	-16(%r11), %xmm0
	vmulps	-16(%r10), %xmm0, %xmm0
	vsubps	-16(%rbx), %xmm0, %xmm0
	vmovups	%xmm0, -16(%rbp)
	cmpl	%r9d, %r13d
	jne	.L23
