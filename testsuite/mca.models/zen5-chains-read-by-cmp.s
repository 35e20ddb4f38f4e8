# Zen 5: three one-cycle chains, each read by a cmpq: six operations in
# the cycle their operand is ready where some 11 in 3 cycles may issue
# then (the model's backtoback line); the older cmpq go first and the
# next addq waits.  Three chains alone run at 1.00.  Measured: 1.38
# (1.379, 1.380).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 1.38
	addq	$1, %r8
	cmpq	%r8, %r15
	addq	$1, %r9
	cmpq	%r9, %r15
	addq	$1, %r10
	cmpq	%r10, %r15
