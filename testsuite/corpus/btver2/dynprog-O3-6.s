	vmovdqu	(%r9), %xmm0
	prefetcht0	320(%r9)
	movl	%edx, %ebx
	addq	$64, %r9
	addl	$4, %edx
	prefetcht0	320(%rcx)
	addq	$64, %rcx
	vpaddq	-64(%rcx), %xmm0, %xmm0
	vmovdqu	%xmm0, -64(%rcx)
	vmovdqu	-48(%r9), %xmm0
	vpaddq	-48(%rcx), %xmm0, %xmm0
	vmovdqu	%xmm0, -48(%rcx)
	vmovdqu	-32(%r9), %xmm0
	vpaddq	-32(%rcx), %xmm0, %xmm0
	vmovdqu	%xmm0, -32(%rcx)
	vmovdqu	-16(%r9), %xmm0
	vpaddq	-16(%rcx), %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rcx)
	cmpl	%r8d, %ebx
	jne	.L28
