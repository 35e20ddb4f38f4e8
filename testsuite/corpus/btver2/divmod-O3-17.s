	vmovupd	(%rsi), %xmm0
	prefetcht0	176(%rsi)
	prefetcht0	176(%rdi)
	movl	%eax, %ebp
	addq	$64, %rsi
	addq	$64, %rdi
	addl	$4, %eax
	prefetchw	176(%r8)
	addq	$64, %r8
	vdivpd	-64(%rdi), %xmm0, %xmm0
	vmovupd	%xmm0, -64(%r8)
	vmovupd	-48(%rsi), %xmm0
	vdivpd	-48(%rdi), %xmm0, %xmm0
	vmovupd	%xmm0, -48(%r8)
	vmovupd	-32(%rsi), %xmm0
	vdivpd	-32(%rdi), %xmm0, %xmm0
	vmovupd	%xmm0, -32(%r8)
	vmovupd	-16(%rsi), %xmm0
	vdivpd	-16(%rdi), %xmm0, %xmm0
	vmovupd	%xmm0, -16(%r8)
	cmpl	%edx, %ebp
	jne	.L117
