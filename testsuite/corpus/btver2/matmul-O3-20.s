	vmulps	(%rcx), %xmm2, %xmm1
	prefetcht0	400(%rcx)
	movl	-12(%rsp), %edx
	prefetchw	400(%rsi)
	movl	%eax, -16(%rsp)
	addl	$4, %eax
	addq	$64, %rcx
	addq	$64, %rsi
	vmovups	%xmm1, -64(%rsi)
	vmulps	-48(%rcx), %xmm2, %xmm1
	vmovups	%xmm1, -48(%rsi)
	vmulps	-32(%rcx), %xmm2, %xmm1
	vmovups	%xmm1, -32(%rsi)
	vmulps	-16(%rcx), %xmm2, %xmm1
	vmovups	%xmm1, -16(%rsi)
	cmpl	%edx, %eax
	jne	.L206
