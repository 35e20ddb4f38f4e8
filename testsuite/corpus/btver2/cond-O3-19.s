	vmovdqu	(%rsi), %xmm2
	prefetcht0	320(%rsi)
	movl	%eax, %ebx
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	320(%rdi)
	addq	$64, %rdi
	vpsubusb	%xmm1, %xmm2, %xmm2
	vpcmpeqb	%xmm0, %xmm2, %xmm2
	vpcmpeqb	%xmm0, %xmm2, %xmm2
	vmovdqu	%xmm2, -64(%rdi)
	vmovdqu	-48(%rsi), %xmm2
	vpsubusb	%xmm1, %xmm2, %xmm2
	vpcmpeqb	%xmm0, %xmm2, %xmm2
	vpcmpeqb	%xmm0, %xmm2, %xmm2
	vmovdqu	%xmm2, -48(%rdi)
	vmovdqu	-32(%rsi), %xmm2
	vpsubusb	%xmm1, %xmm2, %xmm2
	vpcmpeqb	%xmm0, %xmm2, %xmm2
	vpcmpeqb	%xmm0, %xmm2, %xmm2
	vmovdqu	%xmm2, -32(%rdi)
	vmovdqu	-16(%rsi), %xmm2
	vpsubusb	%xmm1, %xmm2, %xmm2
	vpcmpeqb	%xmm0, %xmm2, %xmm2
	vpcmpeqb	%xmm0, %xmm2, %xmm2
	vmovdqu	%xmm2, -16(%rdi)
	cmpl	%edx, %ebx
	jne	.L186
