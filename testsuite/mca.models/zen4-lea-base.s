# Zen 4: the lea of zen4-lea-index.s with the chain through its base:
# two cycles per iteration, and a following addq into the base three.
# Measured on a Zen 4 host with gcc-mca-measure: 3.00 for this body
# (2.01 when the addq feeds the index instead).
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 3.01
	leaq	8(%r12,%rdx,4), %rax
	addq	%rax, %r12
