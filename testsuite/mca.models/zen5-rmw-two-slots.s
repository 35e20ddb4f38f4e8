# Zen 5: an add to memory takes two of the four memory slots a cycle,
# one for its load and one for its store.  Two loads and two addl $1 to
# memory, each at an address of its own, measure 1.37 cycles an
# iteration (the model had 1.00: one slot, as on Zen 4); three loads
# and two 1.57, three loads and one 1.19, one load and two 1.10.  Four
# loads and two stores of their own instructions take 1.50, which the
# model gives here too (1.37 measured: an add to memory costs a little
# less than a load and a store apart).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), minimum of 15 runs
# CPU: znver5
# CYCLES: 1.50
	movq	0(%rdi), %r10
	movq	8(%rdi), %r11
	addl	$1, 256(%rsi)
	addl	$1, 320(%rsi)
