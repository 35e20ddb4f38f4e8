	vmovdqu	(%rcx,%rax), %xmm1
	incl	%edx
	vpmuldq	%xmm3, %xmm1, %xmm0
	vpsrlq	$32, %xmm1, %xmm2
	vpmuldq	%xmm3, %xmm2, %xmm2
	vpshufd	$245, %xmm0, %xmm0
	vpblendw	$204, %xmm2, %xmm0, %xmm0
	vpaddd	%xmm0, %xmm1, %xmm0
	vpsrad	$31, %xmm1, %xmm1
	vpsrad	$2, %xmm0, %xmm0
	vpsubd	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rsi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %edx
	jb	.L6
