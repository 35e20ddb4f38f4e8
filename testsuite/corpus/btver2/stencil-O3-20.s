	vmovups	(%rdx), %xmm1
	prefetcht0	208(%rdx)
	vmovups	-4(%rdx), %xmm0
	prefetcht0	204(%rdx)
	prefetcht0	212(%rdx)
	movl	%eax, %ebp
	movq	%rdx, %rbx
	addl	$4, %eax
	addq	$64, %rdx
	prefetchw	208(%rdi)
	addq	$64, %rdi
	vaddps	%xmm1, %xmm1, %xmm3
	vsubps	%xmm3, %xmm0, %xmm0
	vaddps	-60(%rdx), %xmm0, %xmm0
	vmulps	%xmm4, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-48(%rdx), %xmm1
	vmovups	%xmm0, -64(%rdi)
	vmovups	-52(%rdx), %xmm0
	vaddps	%xmm1, %xmm1, %xmm3
	vsubps	%xmm3, %xmm0, %xmm0
	vaddps	-44(%rdx), %xmm0, %xmm0
	vmulps	%xmm4, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-32(%rdx), %xmm1
	vmovups	%xmm0, -48(%rdi)
	vmovups	-36(%rdx), %xmm0
	vaddps	%xmm1, %xmm1, %xmm3
	vsubps	%xmm3, %xmm0, %xmm0
	vaddps	-28(%rdx), %xmm0, %xmm0
	vmulps	%xmm4, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	-16(%rdx), %xmm1
	vmovups	%xmm0, -32(%rdi)
	vmovups	-20(%rdx), %xmm0
	vaddps	%xmm1, %xmm1, %xmm3
	vsubps	%xmm3, %xmm0, %xmm0
	vaddps	-12(%rdx), %xmm0, %xmm0
	vmulps	%xmm4, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -16(%rdi)
	cmpl	%esi, %ebp
	jne	.L218
