	vmovdqu	(%rcx,%rax), %xmm0
	incl	%edx
	vmovdqu	(%rsi,%rax), %xmm3
	addq	$16, %rax
	cmpl	%r9d, %edx
	vpmovsxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxbw	%xmm3, %xmm4
	vpsrldq	$8, %xmm3, %xmm3
	vpmullw	%xmm4, %xmm1, %xmm1
	vpmovsxbw	%xmm3, %xmm3
	vpmovsxbw	%xmm0, %xmm0
	vpmullw	%xmm3, %xmm0, %xmm0
	vpmovsxwd	%xmm1, %xmm3
	vpsrldq	$8, %xmm1, %xmm1
	vpaddd	%xmm2, %xmm3, %xmm2
	vpmovsxwd	%xmm1, %xmm1
	vpaddd	%xmm2, %xmm1, %xmm1
	vpmovsxwd	%xmm0, %xmm2
	vpsrldq	$8, %xmm0, %xmm0
	vpaddd	%xmm1, %xmm2, %xmm2
	vpmovsxwd	%xmm0, %xmm0
	vpaddd	%xmm2, %xmm0, %xmm2
	jb	.L43
