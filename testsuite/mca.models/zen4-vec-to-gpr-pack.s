# Zen 4: vmovd beside two independent leal.  The move takes all four
# ALUs for a cycle, the two leal of two iterations share the next one:
# measured on a Zen 4 host with gcc-mca-measure 1.50 cycles per
# iteration.  An instruction that takes every ALU at once gives no queue
# in the round of queues given in turn (models/FORMAT, bind): counted as
# giving all four, it sent every leal to the same queue, 2.00.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.51
	vmovd	%xmm0, %edx
	leal	1(%rbx), %r8d
	leal	1(%rbx), %r9d
