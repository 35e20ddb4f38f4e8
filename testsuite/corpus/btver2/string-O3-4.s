	vmovdqu	(%r8), %xmm0
	prefetcht0	464(%r8)
	movl	%edx, %ebx
	addq	$64, %r8
	addl	$4, %edx
	prefetchw	464(%r9)
	addq	$64, %r9
	vmovdqu	%xmm0, -64(%r9)
	vmovdqu	-48(%r8), %xmm0
	vmovdqu	%xmm0, -48(%r9)
	vmovdqu	-32(%r8), %xmm0
	vmovdqu	%xmm0, -32(%r9)
	vmovdqu	-16(%r8), %xmm0
	vmovdqu	%xmm0, -16(%r9)
	cmpl	%edi, %ebx
	jne	.L21
