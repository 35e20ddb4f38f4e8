	vmovdqu	(%rsi,%rax), %xmm0
	incl	%edx
	vpsubusb	%xmm1, %xmm0, %xmm0
	vpcmpeqb	%xmm2, %xmm0, %xmm0
	vpcmpeqb	%xmm2, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r11d, %edx
	jb	.L187
