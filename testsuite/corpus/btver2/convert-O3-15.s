	addl	$8, %edi
	prefetcht0	(%rsi)
	vcvttsd2siq	-184(%rsi), %r10
	prefetchw	(%rdx)
	movq	%r10, -184(%rdx)
	addq	$64, %rsi
	vcvttsd2siq	-240(%rsi), %r10
	addq	$64, %rdx
	movq	%r10, -240(%rdx)
	vcvttsd2siq	-232(%rsi), %r10
	movq	%r10, -232(%rdx)
	vcvttsd2siq	-224(%rsi), %r10
	movq	%r10, -224(%rdx)
	vcvttsd2siq	-216(%rsi), %r10
	movq	%r10, -216(%rdx)
	vcvttsd2siq	-208(%rsi), %r10
	movq	%r10, -208(%rdx)
	vcvttsd2siq	-200(%rsi), %r10
	movq	%r10, -200(%rdx)
	vcvttsd2siq	-192(%rsi), %r10
	movq	%r10, -192(%rdx)
	cmpl	%eax, %edi
	jne	.L108
