	vmovdqu	(%rax), %xmm1
	movl	%r8d, %r9d
	prefetcht0	464(%rax)
	addl	$4, %r8d
	addq	$64, %rax
	vpmulld	%xmm1, %xmm1, %xmm1
	vpaddd	%xmm0, %xmm1, %xmm1
	vmovdqu	-48(%rax), %xmm0
	vpmulld	%xmm0, %xmm0, %xmm0
	vpaddd	%xmm1, %xmm0, %xmm1
	vmovdqu	-32(%rax), %xmm0
	vpmulld	%xmm0, %xmm0, %xmm0
	vpaddd	%xmm1, %xmm0, %xmm1
	vmovdqu	-16(%rax), %xmm0
	cmpl	%edx, %r9d
	vpmulld	%xmm0, %xmm0, %xmm0
	vpaddd	%xmm1, %xmm0, %xmm0
	jne	.L158
