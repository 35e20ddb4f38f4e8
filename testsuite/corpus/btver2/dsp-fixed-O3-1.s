	vmovdqu	(%rbx), %xmm1
	movl	%eax, %r11d
	prefetcht0	400(%rdx)
	addl	$4, %eax
	prefetcht0	400(%rbx)
	addq	$64, %rbx
	vpmaddwd	(%rdx), %xmm1, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovdqu	-48(%rbx), %xmm1
	vpmaddwd	16(%rdx), %xmm1, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovdqu	-32(%rbx), %xmm1
	vpmaddwd	32(%rdx), %xmm1, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovdqu	-16(%rbx), %xmm1
	vpmaddwd	48(%rdx), %xmm1, %xmm1
	addq	$64, %rdx
	cmpl	%r15d, %r11d
	vpaddd	%xmm1, %xmm0, %xmm0
	jne	.L6
