	movq	-152(%r8), %r11
	prefetcht0	(%r8)
	addl	$8, %r9d
	prefetcht0	(%rdx)
	addq	$64, %r8
	imulq	%rsi, %r11
	addq	%r11, -152(%rdx)
	movq	-208(%r8), %r11
	imulq	%rsi, %r11
	addq	%r11, -144(%rdx)
	movq	-200(%r8), %r11
	imulq	%rsi, %r11
	addq	%r11, -136(%rdx)
	movq	-192(%r8), %r11
	imulq	%rsi, %r11
	addq	%r11, -128(%rdx)
	movq	-184(%r8), %r11
	imulq	%rsi, %r11
	addq	%r11, -120(%rdx)
	movq	-176(%r8), %r11
	imulq	%rsi, %r11
	addq	%r11, -112(%rdx)
	movq	-168(%r8), %r11
	imulq	%rsi, %r11
	addq	%r11, -104(%rdx)
	movq	-160(%r8), %r11
	imulq	%rsi, %r11
	addq	%r11, -96(%rdx)
	addq	$64, %rdx
	cmpl	%eax, %r9d
	jne	.L187
