	vpaddd	(%rax), %xmm0, %xmm0
	movq	%r9, %r10
	prefetcht0	544(%rax)
	addq	$4, %r9
	addq	$64, %rax
	vpaddd	-48(%rax), %xmm0, %xmm0
	vpaddd	-32(%rax), %xmm0, %xmm0
	vpaddd	-16(%rax), %xmm0, %xmm0
	cmpq	%rdx, %r10
	jne	.L4
