	vmovdqu	(%rsi), %xmm5
	prefetcht0	272(%rsi)
	movl	%eax, %r11d
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	272(%rdi)
	addq	$64, %rdi
	vpaddb	%xmm2, %xmm5, %xmm0
	vpsubusb	%xmm3, %xmm0, %xmm0
	vpcmpeqb	%xmm1, %xmm0, %xmm0
	vpand	%xmm4, %xmm0, %xmm0
	vpaddb	%xmm0, %xmm5, %xmm5
	vmovdqu	%xmm5, -64(%rdi)
	vmovdqu	-48(%rsi), %xmm5
	vpaddb	%xmm2, %xmm5, %xmm0
	vpsubusb	%xmm3, %xmm0, %xmm0
	vpcmpeqb	%xmm1, %xmm0, %xmm0
	vpand	%xmm4, %xmm0, %xmm0
	vpaddb	%xmm5, %xmm0, %xmm0
	vmovdqu	-32(%rsi), %xmm5
	vmovdqu	%xmm0, -48(%rdi)
	vpaddb	%xmm2, %xmm5, %xmm0
	vpsubusb	%xmm3, %xmm0, %xmm0
	vpcmpeqb	%xmm1, %xmm0, %xmm0
	vpand	%xmm4, %xmm0, %xmm0
	vpaddb	%xmm5, %xmm0, %xmm0
	vmovdqu	-16(%rsi), %xmm5
	vmovdqu	%xmm0, -32(%rdi)
	vpaddb	%xmm2, %xmm5, %xmm0
	vpsubusb	%xmm3, %xmm0, %xmm0
	vpcmpeqb	%xmm1, %xmm0, %xmm0
	vpand	%xmm4, %xmm0, %xmm0
	vpaddb	%xmm0, %xmm5, %xmm5
	vmovdqu	%xmm5, -16(%rdi)
	cmpl	%edx, %r11d
	jne	.L84
