# Zen 4: a widening multiply from memory, the chain through %rax to its
# high half: the load is off the chain, the multiply's 4 cycles are on
# it.  Measured on a Zen 4 host with gcc-mca-measure: 4.00 cycles per
# iteration.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 4.00
	mulq	(%rsi)
	movq	%rdx, %rax
