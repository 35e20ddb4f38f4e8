	vmovups	(%rdx), %xmm0
	prefetcht0	176(%rbx)
	prefetcht0	176(%rbp)
	prefetcht0	176(%r12)
	prefetcht0	176(%r14)
	movl	%eax, %r15d
	addq	$64, %rbx
	addq	$64, %rbp
	addq	$64, %r12
	addq	$64, %r14
	addl	$4, %eax
	prefetcht0	176(%rdx)
	vsubps	-64(%rbx), %xmm0, %xmm0
	addq	$64, %rdx
	vmulps	-64(%rbp), %xmm0, %xmm0
	vmulps	-64(%r12), %xmm0, %xmm0
	vaddps	-64(%r14), %xmm0, %xmm0
	vmovups	%xmm0, -64(%rdx)
	vmovups	-48(%rdx), %xmm0
	vsubps	-48(%rbx), %xmm0, %xmm0
	vmulps	-48(%rbp), %xmm0, %xmm0
	vmulps	-48(%r12), %xmm0, %xmm0
	vaddps	-48(%r14), %xmm0, %xmm0
	vmovups	%xmm0, -48(%rdx)
	vmovups	-32(%rdx), %xmm0
	vsubps	-32(%rbx), %xmm0, %xmm0
	vmulps	-32(%rbp), %xmm0, %xmm0
	vmulps	-32(%r12), %xmm0, %xmm0
	vaddps	-32(%r14), %xmm0, %xmm0
	vmovups	%xmm0, -32(%rdx)
	vmovups	-16(%rdx), %xmm0
	vsubps	-16(%rbx), %xmm0, %xmm0
	vmulps	-16(%rbp), %xmm0, %xmm0
	vmulps	-16(%r12), %xmm0, %xmm0
	vaddps	-16(%r14), %xmm0, %xmm0
	vmovups	%xmm0, -16(%rdx)
	cmpl	%ecx, %r15d
	jne	.L106
