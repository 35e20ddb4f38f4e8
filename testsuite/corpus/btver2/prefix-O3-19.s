	xorq	-160(%rsi), %rdx
	addl	$8, %r8d
	prefetcht0	(%rsi)
	addq	$64, %rsi
	movq	%rdx, -224(%rsi)
	xorq	-216(%rsi), %rdx
	movq	%rdx, -216(%rsi)
	xorq	-208(%rsi), %rdx
	movq	%rdx, -208(%rsi)
	xorq	-200(%rsi), %rdx
	movq	%rdx, -200(%rsi)
	xorq	-192(%rsi), %rdx
	movq	%rdx, -192(%rsi)
	xorq	-184(%rsi), %rdx
	movq	%rdx, -184(%rsi)
	xorq	-176(%rsi), %rdx
	movq	%rdx, -176(%rsi)
	xorq	-168(%rsi), %rdx
	movq	%rdx, -168(%rsi)
	cmpl	%eax, %r8d
	jne	.L105
