# Zen 4: mfence beside a chain of four multiplies (12 cycles): the
# fence's 59 cycles set the pace, the multiplies run beside it (LLVM's
# model holds the four ALUs for the fence's 100 cycles, which would
# leave the chain none).
# SOURCE: gcc-mca-measure on the Zen 4 host: 60.07 cycles per iteration
# CPU: znver4
# CYCLES: 60.07
.L1:
	mfence
	imulq	%r9, %r9
	imulq	%r9, %r9
	imulq	%r9, %r9
	imulq	%r9, %r9
	addq	$1, %r8
	cmpq	%rsi, %r8
	jne	.L1
