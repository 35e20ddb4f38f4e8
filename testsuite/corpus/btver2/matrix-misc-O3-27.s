	vmulps	(%rsi), %xmm2, %xmm1
	prefetcht0	400(%rsi)
	movl	-12(%rsp), %edx
	prefetchw	400(%rcx)
	movl	%eax, -16(%rsp)
	addl	$4, %eax
	addq	$64, %rsi
	addq	$64, %rcx
	vmovups	%xmm1, -64(%rcx)
	vmulps	-48(%rsi), %xmm2, %xmm1
	vmovups	%xmm1, -48(%rcx)
	vmulps	-32(%rsi), %xmm2, %xmm1
	vmovups	%xmm1, -32(%rcx)
	vmulps	-16(%rsi), %xmm2, %xmm1
	vmovups	%xmm1, -16(%rcx)
	cmpl	%edx, %eax
	jne	.L248
