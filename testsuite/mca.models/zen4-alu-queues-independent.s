# Zen 4: the loop of zen4-alu-queues with the cmpq reading no chain:
# five ALU operations on four ALUs.  Measured on a Zen 4 host with
# gcc-mca-measure: 1.25 cycles per iteration.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.254
	addq	$1, %rcx
	cmpq	%r14, %r10
	addq	$1, %rbx
	addq	$1, %r11
	addq	$1, %r13
