	vpmaxsd	(%rax), %xmm1, %xmm2
	movl	%edi, %r9d
	prefetcht0	464(%rax)
	addl	$4, %edi
	addq	$64, %rax
	vpaddd	%xmm0, %xmm2, %xmm2
	vpmaxsd	-48(%rax), %xmm1, %xmm0
	vpaddd	%xmm2, %xmm0, %xmm0
	vpmaxsd	-32(%rax), %xmm1, %xmm2
	vpaddd	%xmm0, %xmm2, %xmm2
	vpmaxsd	-16(%rax), %xmm1, %xmm0
	cmpl	%edx, %r9d
	vpaddd	%xmm2, %xmm0, %xmm0
	jne	.L133
