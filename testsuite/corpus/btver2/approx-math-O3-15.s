	vmovsd	-128(%rcx), %xmm0
	xorl	%r11d, %r11d
	prefetcht0	(%rcx)
	prefetchw	(%rdx)
	vcvttsd2siq	%xmm0, %r9
	vcvtsi2sdq	%r9, %xmm1, %xmm1
	vcomisd	%xmm0, %xmm1
	seta	%r11b
	subq	%r11, %r9
	xorl	%r11d, %r11d
	vcvtsi2sdq	%r9, %xmm0, %xmm0
	vmovsd	%xmm0, -128(%rdx)
	vmovsd	-120(%rcx), %xmm0
	vcvttsd2siq	%xmm0, %r9
	vcvtsi2sdq	%r9, %xmm1, %xmm1
	vcomisd	%xmm0, %xmm1
	seta	%r11b
	subq	%r11, %r9
	xorl	%r11d, %r11d
	vcvtsi2sdq	%r9, %xmm0, %xmm0
	vmovsd	%xmm0, -120(%rdx)
	vmovsd	-112(%rcx), %xmm0
	vcvttsd2siq	%xmm0, %r9
	vcvtsi2sdq	%r9, %xmm1, %xmm1
	vcomisd	%xmm0, %xmm1
	seta	%r11b
	subq	%r11, %r9
	xorl	%r11d, %r11d
	vcvtsi2sdq	%r9, %xmm0, %xmm0
	vmovsd	%xmm0, -112(%rdx)
	vmovsd	-104(%rcx), %xmm0
	vcvttsd2siq	%xmm0, %r9
	vcvtsi2sdq	%r9, %xmm1, %xmm1
	vcomisd	%xmm0, %xmm1
	seta	%r11b
	subq	%r11, %r9
	xorl	%r11d, %r11d
	vcvtsi2sdq	%r9, %xmm0, %xmm0
	vmovsd	%xmm0, -104(%rdx)
	vmovsd	-96(%rcx), %xmm0
	vcvttsd2siq	%xmm0, %r9
	vcvtsi2sdq	%r9, %xmm1, %xmm1
	vcomisd	%xmm0, %xmm1
	seta	%r11b
	subq	%r11, %r9
	xorl	%r11d, %r11d
	vcvtsi2sdq	%r9, %xmm0, %xmm0
	vmovsd	%xmm0, -96(%rdx)
	vmovsd	-88(%rcx), %xmm0
	vcvttsd2siq	%xmm0, %r9
	vcvtsi2sdq	%r9, %xmm1, %xmm1
	vcomisd	%xmm0, %xmm1
	seta	%r11b
	subq	%r11, %r9
	xorl	%r11d, %r11d
	vcvtsi2sdq	%r9, %xmm0, %xmm0
	vmovsd	%xmm0, -88(%rdx)
	vmovsd	-80(%rcx), %xmm0
	vcvttsd2siq	%xmm0, %r9
	vcvtsi2sdq	%r9, %xmm1, %xmm1
	vcomisd	%xmm0, %xmm1
	seta	%r11b
	subq	%r11, %r9
	xorl	%r11d, %r11d
	vcvtsi2sdq	%r9, %xmm0, %xmm0
	vmovsd	%xmm0, -80(%rdx)
	vmovsd	-72(%rcx), %xmm0
	vcvttsd2siq	%xmm0, %r9
	vcvtsi2sdq	%r9, %xmm1, %xmm1
	vcomisd	%xmm0, %xmm1
	seta	%r11b
	addl	$8, %r10d
	subq	%r11, %r9
	addq	$64, %rcx
	addq	$64, %rdx
	vcvtsi2sdq	%r9, %xmm0, %xmm0
	vmovsd	%xmm0, -136(%rdx)
	cmpl	%eax, %r10d
	jne	.L144
