	vmovdqu	(%rsi), %xmm0
	prefetcht0	176(%rsi)
	vmovdqu	(%rdi), %xmm1
	prefetcht0	176(%rdi)
	movl	%eax, %ebp
	addq	$64, %rsi
	addq	$64, %rdi
	addl	$4, %eax
	prefetcht0	368(%rdx)
	prefetcht0	432(%rdx)
	subq	$-128, %rdx
	vpunpckhdq	%xmm0, %xmm0, %xmm2
	vpunpckldq	%xmm0, %xmm0, %xmm0
	vpunpckhdq	%xmm1, %xmm1, %xmm3
	vpunpckldq	%xmm1, %xmm1, %xmm1
	vpmuldq	%xmm1, %xmm0, %xmm0
	vmovdqu	-48(%rdi), %xmm1
	vpaddq	-128(%rdx), %xmm0, %xmm0
	vpmuldq	%xmm3, %xmm2, %xmm2
	vpaddq	-112(%rdx), %xmm2, %xmm2
	vpunpckhdq	%xmm1, %xmm1, %xmm3
	vpunpckldq	%xmm1, %xmm1, %xmm1
	vmovdqu	%xmm0, -128(%rdx)
	vmovdqu	-48(%rsi), %xmm0
	vmovdqu	%xmm2, -112(%rdx)
	vpunpckhdq	%xmm0, %xmm0, %xmm2
	vpunpckldq	%xmm0, %xmm0, %xmm0
	vpmuldq	%xmm1, %xmm0, %xmm0
	vmovdqu	-32(%rdi), %xmm1
	vpaddq	-96(%rdx), %xmm0, %xmm0
	vpmuldq	%xmm3, %xmm2, %xmm2
	vpaddq	-80(%rdx), %xmm2, %xmm2
	vpunpckhdq	%xmm1, %xmm1, %xmm3
	vpunpckldq	%xmm1, %xmm1, %xmm1
	vmovdqu	%xmm0, -96(%rdx)
	vmovdqu	-32(%rsi), %xmm0
	vmovdqu	%xmm2, -80(%rdx)
	vpunpckhdq	%xmm0, %xmm0, %xmm2
	vpunpckldq	%xmm0, %xmm0, %xmm0
	vpmuldq	%xmm1, %xmm0, %xmm0
	vmovdqu	-16(%rdi), %xmm1
	vpaddq	-64(%rdx), %xmm0, %xmm0
	vpmuldq	%xmm3, %xmm2, %xmm2
	vpaddq	-48(%rdx), %xmm2, %xmm2
	vpunpckhdq	%xmm1, %xmm1, %xmm3
	vpunpckldq	%xmm1, %xmm1, %xmm1
	vmovdqu	%xmm0, -64(%rdx)
	vmovdqu	-16(%rsi), %xmm0
	vmovdqu	%xmm2, -48(%rdx)
	vpunpckhdq	%xmm0, %xmm0, %xmm2
	vpunpckldq	%xmm0, %xmm0, %xmm0
	vpmuldq	%xmm3, %xmm2, %xmm2
	vpmuldq	%xmm1, %xmm0, %xmm0
	vpaddq	-16(%rdx), %xmm2, %xmm2
	vpaddq	-32(%rdx), %xmm0, %xmm0
	vmovdqu	%xmm2, -16(%rdx)
	vmovdqu	%xmm0, -32(%rdx)
	cmpl	%ecx, %ebp
	jne	.L216
