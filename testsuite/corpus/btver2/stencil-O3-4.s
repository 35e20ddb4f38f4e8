	vmulps	4(%rdx), %xmm3, %xmm2
	prefetcht0	208(%rdx)
	prefetcht0	212(%rdx)
	prefetcht0	216(%rdx)
	vmulps	(%rdx), %xmm1, %xmm0
	movl	%eax, %ebp
	movq	%rdx, %rbx
	addl	$4, %eax
	addq	$64, %rdx
	prefetchw	208(%r10)
	addq	$64, %r10
	vaddps	%xmm2, %xmm0, %xmm0
	vmulps	-56(%rdx), %xmm1, %xmm2
	vaddps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm0, -64(%r10)
	vmulps	-44(%rdx), %xmm3, %xmm2
	vmulps	-48(%rdx), %xmm1, %xmm0
	vaddps	%xmm2, %xmm0, %xmm0
	vmulps	-40(%rdx), %xmm1, %xmm2
	vaddps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm0, -48(%r10)
	vmulps	-28(%rdx), %xmm3, %xmm2
	vmulps	-32(%rdx), %xmm1, %xmm0
	vaddps	%xmm2, %xmm0, %xmm0
	vmulps	-24(%rdx), %xmm1, %xmm2
	vaddps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm0, -32(%r10)
	vmulps	-16(%rdx), %xmm1, %xmm2
	vmulps	-12(%rdx), %xmm3, %xmm0
	vaddps	%xmm2, %xmm0, %xmm0
	vmulps	-8(%rdx), %xmm1, %xmm2
	vaddps	%xmm2, %xmm0, %xmm0
	vmovups	%xmm0, -16(%r10)
	cmpl	%esi, %ebp
	jne	.L26
