# Zen 4: stores at 0, 32, 8 and 40: no two next to each other share an
# aligned 32-byte block, so each commits alone, one a cycle.  Measured
# on a Zen 4 host with gcc-mca-measure: 4.00 cycles per iteration.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 4.001
	movq	%rax, (%rdi)
	movq	%rax, 32(%rdi)
	movq	%rax, 8(%rdi)
	movq	%rax, 40(%rdi)
