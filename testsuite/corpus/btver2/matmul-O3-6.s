	vmulps	0(%rbp), %xmm2, %xmm1
	prefetcht0	304(%rbp)
	movl	-92(%rsp), %eax
	movl	%edx, %esi
	addl	$4, %edx
	prefetcht0	304(%rcx)
	addq	$64, %rbp
	addq	$64, %rcx
	vaddps	-64(%rcx), %xmm1, %xmm1
	vmovups	%xmm1, -64(%rcx)
	vmulps	-48(%rbp), %xmm2, %xmm1
	vaddps	-48(%rcx), %xmm1, %xmm1
	vmovups	%xmm1, -48(%rcx)
	vmulps	-32(%rbp), %xmm2, %xmm1
	vaddps	-32(%rcx), %xmm1, %xmm1
	vmovups	%xmm1, -32(%rcx)
	vmulps	-16(%rbp), %xmm2, %xmm1
	vaddps	-16(%rcx), %xmm1, %xmm1
	vmovups	%xmm1, -16(%rcx)
	cmpl	%eax, %edx
	jne	.L34
