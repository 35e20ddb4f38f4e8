	vmovdqu	1(%rdx), %xmm4
	prefetcht0	208(%rdx)
	vmovdqu	(%rdx), %xmm0
	prefetcht0	209(%rdx)
	vmovdqu	2(%rdx), %xmm1
	prefetcht0	210(%rdx)
	movl	%eax, %ebp
	movq	%rdx, %rbx
	addl	$4, %eax
	addq	$64, %rdx
	prefetchw	208(%r8)
	addq	$64, %r8
	vpminub	%xmm4, %xmm0, %xmm3
	vpmaxub	%xmm4, %xmm0, %xmm0
	vpminub	%xmm1, %xmm0, %xmm0
	vpsubusb	%xmm1, %xmm3, %xmm1
	vpcmpeqb	%xmm2, %xmm1, %xmm1
	vmovdqu	-47(%rdx), %xmm4
	vpblendvb	%xmm1, %xmm0, %xmm3, %xmm3
	vmovdqu	-48(%rdx), %xmm0
	vmovdqu	-46(%rdx), %xmm1
	vmovdqu	%xmm3, -64(%r8)
	vpminub	%xmm4, %xmm0, %xmm3
	vpmaxub	%xmm4, %xmm0, %xmm0
	vpminub	%xmm1, %xmm0, %xmm0
	vpsubusb	%xmm1, %xmm3, %xmm1
	vpcmpeqb	%xmm2, %xmm1, %xmm1
	vmovdqu	-31(%rdx), %xmm4
	vpblendvb	%xmm1, %xmm0, %xmm3, %xmm3
	vmovdqu	-32(%rdx), %xmm0
	vmovdqu	-30(%rdx), %xmm1
	vmovdqu	%xmm3, -48(%r8)
	vpminub	%xmm4, %xmm0, %xmm3
	vpmaxub	%xmm4, %xmm0, %xmm0
	vpminub	%xmm1, %xmm0, %xmm0
	vpsubusb	%xmm1, %xmm3, %xmm1
	vpcmpeqb	%xmm2, %xmm1, %xmm1
	vmovdqu	-15(%rdx), %xmm4
	vpblendvb	%xmm1, %xmm0, %xmm3, %xmm3
	vmovdqu	-16(%rdx), %xmm0
	vmovdqu	-14(%rdx), %xmm1
	vmovdqu	%xmm3, -32(%r8)
	vpminub	%xmm4, %xmm0, %xmm3
	vpmaxub	%xmm4, %xmm0, %xmm0
	vpminub	%xmm1, %xmm0, %xmm0
	vpsubusb	%xmm1, %xmm3, %xmm1
	vpcmpeqb	%xmm2, %xmm1, %xmm1
	vpblendvb	%xmm1, %xmm0, %xmm3, %xmm3
	vmovdqu	%xmm3, -16(%r8)
	cmpl	%ecx, %ebp
	jne	.L194
