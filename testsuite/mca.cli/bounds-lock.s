# An atomic counter: each lock addl holds the core's lock 7 cycles on
# Zen 4 (uops.info ADD_LOCK (M64, R64) 7.40; measured 6.3-7.2 on a Zen 4
# host), reported as locked instructions, one at a time, naming the
# first.
# RUN: -mcpu=znver4 -bounds -summary-view=false -instruction-info=false -resource-pressure=false
# RUN-json: -mcpu=znver4 -bounds -json
	lock addl	$1, (%rdi)
	addq	$1, %r8
	cmpq	%rsi, %r8
	jne	.L1
