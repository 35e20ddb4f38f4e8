	vmovdqu	(%rax), %xmm2
	movl	%r10d, %r11d
	vmovdqu	16(%rax), %xmm6
	addl	$4, %r10d
	vmovdqu	32(%rax), %xmm5
	prefetcht0	464(%rax)
	vmovdqu	48(%rax), %xmm4
	addq	$64, %rax
	cmpl	%edx, %r11d
	vpminsd	%xmm6, %xmm2, %xmm3
	vpmaxsd	%xmm6, %xmm2, %xmm2
	vpminsd	%xmm5, %xmm3, %xmm3
	vpmaxsd	%xmm5, %xmm2, %xmm2
	vpminsd	%xmm4, %xmm3, %xmm3
	vpmaxsd	%xmm4, %xmm2, %xmm2
	vpminsd	%xmm3, %xmm1, %xmm1
	vpmaxsd	%xmm2, %xmm0, %xmm0
	jne	.L207
