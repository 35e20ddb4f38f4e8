	vmovupd	(%rdi), %xmm0
	prefetcht0	304(%rsi)
	prefetcht0	304(%rdi)
	movl	%eax, %ebp
	addq	$64, %rsi
	addq	$64, %rdi
	addl	$4, %eax
	prefetchw	304(%r8)
	addq	$64, %r8
	vaddpd	-64(%rsi), %xmm0, %xmm0
	vmulpd	%xmm1, %xmm0, %xmm0
	vmovupd	%xmm0, -64(%r8)
	vmovupd	-48(%rdi), %xmm0
	vaddpd	-48(%rsi), %xmm0, %xmm0
	vmulpd	%xmm1, %xmm0, %xmm0
	vmovupd	%xmm0, -48(%r8)
	vmovupd	-32(%rdi), %xmm0
	vaddpd	-32(%rsi), %xmm0, %xmm0
	vmulpd	%xmm1, %xmm0, %xmm0
	vmovupd	%xmm0, -32(%r8)
	vmovupd	-16(%rdi), %xmm0
	vaddpd	-16(%rsi), %xmm0, %xmm0
	vmulpd	%xmm1, %xmm0, %xmm0
	vmovupd	%xmm0, -16(%r8)
	cmpl	%edx, %ebp
	jne	.L93
