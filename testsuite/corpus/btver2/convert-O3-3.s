	vmovdqu	(%rsi), %xmm0
	prefetcht0	304(%rsi)
	movl	%eax, %r11d
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	624(%rdx)
	prefetchw	688(%rdx)
	subq	$-128, %rdx
	vcvtdq2pd	%xmm0, %xmm1
	vpshufd	$238, %xmm0, %xmm0
	vcvtdq2pd	%xmm0, %xmm0
	vmovupd	%xmm1, -128(%rdx)
	vmovupd	%xmm0, -112(%rdx)
	vmovdqu	-48(%rsi), %xmm0
	vcvtdq2pd	%xmm0, %xmm1
	vpshufd	$238, %xmm0, %xmm0
	vcvtdq2pd	%xmm0, %xmm0
	vmovupd	%xmm1, -96(%rdx)
	vmovupd	%xmm0, -80(%rdx)
	vmovdqu	-32(%rsi), %xmm0
	vcvtdq2pd	%xmm0, %xmm1
	vpshufd	$238, %xmm0, %xmm0
	vcvtdq2pd	%xmm0, %xmm0
	vmovupd	%xmm1, -64(%rdx)
	vmovupd	%xmm0, -48(%rdx)
	vmovdqu	-16(%rsi), %xmm0
	vcvtdq2pd	%xmm0, %xmm1
	vpshufd	$238, %xmm0, %xmm0
	vcvtdq2pd	%xmm0, %xmm0
	vmovupd	%xmm1, -32(%rdx)
	vmovupd	%xmm0, -16(%rdx)
	cmpl	%ecx, %r11d
	jne	.L27
