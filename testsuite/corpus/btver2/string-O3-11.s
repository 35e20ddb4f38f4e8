	vmovdqu	(%rsi,%rax), %xmm1
	incl	%edx
	vpaddb	%xmm2, %xmm1, %xmm0
	vpsubusb	%xmm3, %xmm0, %xmm0
	vpcmpeqb	%xmm5, %xmm0, %xmm0
	vpand	%xmm4, %xmm0, %xmm0
	vpaddb	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %edx
	jb	.L85
