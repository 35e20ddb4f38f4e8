	vmovdqu	(%rcx), %xmm1
	movl	%eax, %r11d
	vmovdqu	16(%rcx), %xmm2
	movq	%rcx, %r9
	addl	$4, %eax
	prefetcht0	368(%rcx)
	prefetcht0	364(%rcx)
	addq	$64, %rcx
	vpsubd	-68(%rcx), %xmm1, %xmm1
	vpsubd	-52(%rcx), %xmm2, %xmm2
	vpmaxsd	%xmm2, %xmm1, %xmm1
	vmovdqu	-32(%rcx), %xmm2
	vpsubd	-36(%rcx), %xmm2, %xmm2
	vpmaxsd	%xmm2, %xmm1, %xmm1
	vmovdqu	-16(%rcx), %xmm2
	vpsubd	-20(%rcx), %xmm2, %xmm2
	cmpl	%edx, %r11d
	vpmaxsd	%xmm2, %xmm1, %xmm1
	vpmaxsd	%xmm1, %xmm0, %xmm0
	jne	.L114
