	vmovdqu	(%rdx,%rax), %xmm0
	incl	%ecx
	vmovdqu	0(%rbp,%rax), %xmm3
	vmovdqu	(%rbx,%rax), %xmm1
	vpminub	%xmm3, %xmm0, %xmm2
	vpmaxub	%xmm3, %xmm0, %xmm0
	vpminub	%xmm1, %xmm0, %xmm0
	vpsubusb	%xmm1, %xmm2, %xmm1
	vpcmpeqb	%xmm4, %xmm1, %xmm1
	vpblendvb	%xmm1, %xmm0, %xmm2, %xmm2
	vmovdqu	%xmm2, (%r8,%rax)
	addq	$16, %rax
	cmpl	%r11d, %ecx
	jb	.L196
