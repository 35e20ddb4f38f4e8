	vmulps	(%rcx), %xmm4, %xmm0
	prefetcht0	176(%rcx)
	prefetcht0	176(%r8)
	movl	%ebx, %r11d
	vmulps	(%r8), %xmm2, %xmm3
	addq	$64, %rcx
	addq	$64, %r8
	addl	$4, %ebx
	prefetcht0	176(%rax)
	addq	$64, %rax
	vaddps	-64(%rax), %xmm0, %xmm0
	vaddps	%xmm3, %xmm0, %xmm0
	vmulps	-48(%r8), %xmm2, %xmm3
	vmovups	%xmm0, -64(%rax)
	vmulps	-48(%rcx), %xmm4, %xmm0
	vaddps	-48(%rax), %xmm0, %xmm0
	vaddps	%xmm3, %xmm0, %xmm0
	vmulps	-32(%r8), %xmm2, %xmm3
	vmovups	%xmm0, -48(%rax)
	vmulps	-32(%rcx), %xmm4, %xmm0
	vaddps	-32(%rax), %xmm0, %xmm0
	vaddps	%xmm3, %xmm0, %xmm0
	vmulps	-16(%r8), %xmm2, %xmm3
	vmovups	%xmm0, -32(%rax)
	vmulps	-16(%rcx), %xmm4, %xmm0
	vaddps	-16(%rax), %xmm0, %xmm0
	vaddps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -16(%rax)
	cmpl	%edx, %r11d
	jne	.L142
