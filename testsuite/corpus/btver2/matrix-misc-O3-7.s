	vmovups	(%r15), %xmm0
	prefetcht0	320(%r15)
	movl	-20(%rsp), %edx
	movl	%eax, %r14d
	addq	$64, %r15
	prefetcht0	320(%rcx)
	addl	$4, %eax
	addq	$64, %rcx
	vmulps	-64(%rcx), %xmm0, %xmm0
	vmovups	%xmm0, -64(%rcx)
	vmovups	-48(%r15), %xmm0
	vmulps	-48(%rcx), %xmm0, %xmm0
	vmovups	%xmm0, -48(%rcx)
	vmovups	-32(%r15), %xmm0
	vmulps	-32(%rcx), %xmm0, %xmm0
	vmovups	%xmm0, -32(%rcx)
	vmovups	-16(%r15), %xmm0
	vmulps	-16(%rcx), %xmm0, %xmm0
	vmovups	%xmm0, -16(%rcx)
	cmpl	%edx, %r14d
	jne	.L61
