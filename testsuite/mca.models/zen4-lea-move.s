# Zen 4: a lea of a base register alone is renamed as a register move
# (no ALU, no latency).  Measured on a Zen 4 host with gcc-mca-measure:
# eight independent leaq (%rbx) 1.34 cycles per iteration, as eight
# movq (dispatch, six a cycle), where eight leal 1(%rbx) take 2.01 (the
# four ALUs).  The model gave 2.00 before it eliminated them.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.34
	leaq	(%rbx), %r8
	leaq	(%rbx), %r9
	leal	0(%rbx), %r10d
	leal	0(%rbx), %r11d
	leaq	(%rbx), %r12
	leaq	(%rbx), %r13
	leaq	(%rbx), %r14
	leaq	(%rbx), %r15
