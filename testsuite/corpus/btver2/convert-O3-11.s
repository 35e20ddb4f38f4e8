	vmovups	(%rsi), %xmm5
	prefetcht0	304(%rsi)
	movl	%eax, %r11d
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	624(%rdx)
	prefetchw	688(%rdx)
	subq	$-128, %rdx
	vmovhlps	%xmm5, %xmm1, %xmm1
	vcvtps2pd	%xmm5, %xmm6
	vcvtps2pd	%xmm1, %xmm5
	vmovupd	%xmm6, -128(%rdx)
	vmovupd	%xmm5, -112(%rdx)
	vmovups	-48(%rsi), %xmm5
	vmovhlps	%xmm5, %xmm2, %xmm2
	vcvtps2pd	%xmm5, %xmm6
	vcvtps2pd	%xmm2, %xmm5
	vmovupd	%xmm6, -96(%rdx)
	vmovupd	%xmm5, -80(%rdx)
	vmovups	-32(%rsi), %xmm5
	vmovhlps	%xmm5, %xmm3, %xmm3
	vcvtps2pd	%xmm5, %xmm6
	vcvtps2pd	%xmm3, %xmm5
	vmovupd	%xmm6, -64(%rdx)
	vmovupd	%xmm5, -48(%rdx)
	vmovups	-16(%rsi), %xmm5
	vmovhlps	%xmm5, %xmm4, %xmm4
	vcvtps2pd	%xmm5, %xmm6
	vcvtps2pd	%xmm4, %xmm5
	vmovupd	%xmm6, -32(%rdx)
	vmovupd	%xmm5, -16(%rdx)
	cmpl	%ecx, %r11d
	jne	.L87
