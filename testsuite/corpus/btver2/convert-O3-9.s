	vcvtpd2psx	16(%rdx), %xmm1
	prefetcht0	656(%rdx)
	vcvtpd2psx	(%rdx), %xmm0
	prefetcht0	720(%rdx)
	movl	%eax, %r11d
	subq	$-128, %rdx
	addl	$4, %eax
	prefetchw	320(%rsi)
	addq	$64, %rsi
	vmovlhps	%xmm1, %xmm0, %xmm0
	vcvtpd2psx	-80(%rdx), %xmm1
	vmovups	%xmm0, -64(%rsi)
	vcvtpd2psx	-96(%rdx), %xmm0
	vmovlhps	%xmm1, %xmm0, %xmm0
	vcvtpd2psx	-48(%rdx), %xmm1
	vmovups	%xmm0, -48(%rsi)
	vcvtpd2psx	-64(%rdx), %xmm0
	vmovlhps	%xmm1, %xmm0, %xmm0
	vcvtpd2psx	-16(%rdx), %xmm1
	vmovups	%xmm0, -32(%rsi)
	vcvtpd2psx	-32(%rdx), %xmm0
	vmovlhps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -16(%rsi)
	cmpl	%ecx, %r11d
	jne	.L74
