# Zen 4: two fused compare-and-branch pairs and two addl a loop (the
# inner loop of matrix-misc.c:36 at -O2; the inner jle, not taken, goes
# to the next instruction as in gcc-mca-measure).  Measured on a Zen 4
# host with gcc-mca-measure: 1.01 cycles per iteration.  The two
# branches take two branch units of their own: with one of them ALU0,
# the ALU operations given their queues at dispatch wait behind it
# (1.25; models/gen/rules).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.005
.L1:
	testl	%r10d, %r10d
	jle	.L2
.L2:
	addl	$1, %r8d
	addl	%r10d, %r9d
	cmpl	%r8d, %r11d
	jne	.L1
