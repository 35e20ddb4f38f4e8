	vmovdqu	(%r8), %xmm2
	prefetcht0	256(%rdi)
	vmovdqu	(%rdi), %xmm0
	prefetcht0	256(%r8)
	movl	%eax, %ebp
	addq	$64, %rdi
	addq	$64, %r8
	addl	$4, %eax
	prefetchw	528(%rdx)
	prefetchw	592(%rdx)
	subq	$-128, %rdx
	vpmullw	%xmm2, %xmm0, %xmm1
	vpmulhw	%xmm2, %xmm0, %xmm0
	vpunpcklwd	%xmm0, %xmm1, %xmm2
	vpunpckhwd	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm2, -128(%rdx)
	vmovdqu	-48(%rdi), %xmm0
	vmovdqu	-48(%r8), %xmm2
	vmovdqu	%xmm1, -112(%rdx)
	vpmullw	%xmm2, %xmm0, %xmm1
	vpmulhw	%xmm2, %xmm0, %xmm0
	vpunpcklwd	%xmm0, %xmm1, %xmm2
	vpunpckhwd	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm2, -96(%rdx)
	vmovdqu	-32(%rdi), %xmm0
	vmovdqu	-32(%r8), %xmm2
	vmovdqu	%xmm1, -80(%rdx)
	vpmullw	%xmm2, %xmm0, %xmm1
	vpmulhw	%xmm2, %xmm0, %xmm0
	vpunpcklwd	%xmm0, %xmm1, %xmm2
	vpunpckhwd	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm2, -64(%rdx)
	vmovdqu	-16(%rdi), %xmm0
	vmovdqu	-16(%r8), %xmm2
	vmovdqu	%xmm1, -48(%rdx)
	vpmullw	%xmm2, %xmm0, %xmm1
	vpmulhw	%xmm2, %xmm0, %xmm0
	vpunpcklwd	%xmm0, %xmm1, %xmm2
	vpunpckhwd	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm2, -32(%rdx)
	vmovdqu	%xmm1, -16(%rdx)
	cmpl	%ecx, %ebp
	jne	.L156
