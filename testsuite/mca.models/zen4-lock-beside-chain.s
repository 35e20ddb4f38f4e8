# Zen 4: a locked add beside a chain of three multiplies: the lock (7
# cycles, uops.info Zen 4 ADD_LOCK (M64, R64) 7.40) orders memory
# operations, not the integer pipes; the chain's 9 cycles set the pace.
# A model that drained the pipeline at each locked instruction would
# say 16.
# SOURCE: gcc-mca-measure on the Zen 4 host: 9.01 cycles per iteration
# (the locked add alone 6.3-7.2)
# CPU: znver4
# CYCLES: 9.01
.L1:
	lock addl	$1, (%rdi)
	imulq	%r9, %r9
	imulq	%r9, %r9
	imulq	%r9, %r9
	addq	$1, %r8
	cmpq	%rsi, %r8
	jne	.L1
