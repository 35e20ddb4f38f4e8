	vmovdqu	(%r15), %xmm1
	movl	%eax, %ecx
	movl	-32(%rsp), %esi
	addl	$4, %eax
	prefetcht0	400(%rdx)
	prefetcht0	400(%r15)
	addq	$64, %r15
	vpmaddwd	(%rdx), %xmm1, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovdqu	-48(%r15), %xmm1
	vpmaddwd	16(%rdx), %xmm1, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovdqu	-32(%r15), %xmm1
	vpmaddwd	32(%rdx), %xmm1, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovdqu	-16(%r15), %xmm1
	vpmaddwd	48(%rdx), %xmm1, %xmm1
	addq	$64, %rdx
	cmpl	%esi, %ecx
	vpaddd	%xmm1, %xmm0, %xmm0
	jne	.L289
