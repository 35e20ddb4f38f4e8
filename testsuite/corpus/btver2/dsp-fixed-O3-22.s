	vmovdqu	(%rdi,%rax), %xmm3
	incl	%edx
	vmovdqu	(%rsi,%rax), %xmm2
	addq	$16, %rax
	cmpl	%r10d, %edx
	vpmullw	%xmm3, %xmm2, %xmm0
	vpmulhw	%xmm3, %xmm2, %xmm2
	vpunpcklwd	%xmm2, %xmm0, %xmm3
	vpunpckhwd	%xmm2, %xmm0, %xmm0
	vpsrad	$8, %xmm3, %xmm3
	vpsrad	$8, %xmm0, %xmm0
	vpaddd	%xmm1, %xmm3, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm1
	jb	.L180
