	vcvttps2dq	(%rsi), %xmm0
	prefetcht0	400(%rsi)
	movl	%eax, %r11d
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	400(%rdi)
	addq	$64, %rdi
	vmovdqu	%xmm0, -64(%rdi)
	vcvttps2dq	-48(%rsi), %xmm0
	vmovdqu	%xmm0, -48(%rdi)
	vcvttps2dq	-32(%rsi), %xmm0
	vmovdqu	%xmm0, -32(%rdi)
	vcvttps2dq	-16(%rsi), %xmm0
	vmovdqu	%xmm0, -16(%rdi)
	cmpl	%ecx, %r11d
	jne	.L40
