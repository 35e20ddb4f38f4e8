# Zen 4: two independent multiplies by a constant (ALU1 alone) and three
# load-ops, each an addl from memory into a chain of its own.  Measured
# on a Zen 4 host with gcc-mca-measure: 3.00 cycles per iteration (with
# the loads apart from the addl, as movl and addl, 2.00).  A load-op's
# ALU part runs in the queue of its address unit (ALU0-2), and those
# three queues are given in turn in a round the multiplies do not
# advance (`bind Zn4ALU012 own-turn'): every iteration one load-op
# joins the multiplies on ALU1.  With the ALU part on any ALU the model
# said 2.00.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 3.0
	imull	$3, %r8d, %ecx
	imull	$3, %r8d, %ebx
	addl	(%rsi), %eax
	addl	(%rdi), %r11d
	addl	(%rdx), %r12d
