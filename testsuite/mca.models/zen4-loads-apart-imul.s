# Zen 4: zen4-loadop-queues.s with each load-op split into a movl load
# and an addl that takes its result.  Measured on a Zen 4 host with
# gcc-mca-measure: 2.00 cycles per iteration, the two multiplies on
# ALU1: an ALU operation reading a load is given any ALU queue, not the
# load's.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.0
	imull	$3, %r8d, %ecx
	imull	$3, %r8d, %ebx
	movl	(%rsi), %eax
	addl	$1, %eax
	movl	(%rdi), %r11d
	addl	$1, %r11d
	movl	(%rdx), %r12d
	addl	$1, %r12d
