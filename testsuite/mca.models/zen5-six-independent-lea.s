# Zen 5: six leaq of a register no operation writes: ready when they
# dispatch, they are not held by the back-to-back limit of
# zen5-six-chains.s and take all six ALUs.  Measured: 1.00 (0.998,
# 0.997).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 1.00
	leaq	1(%r15), %r8
	leaq	1(%r15), %r9
	leaq	1(%r15), %r10
	leaq	1(%r15), %r11
	leaq	1(%r15), %r12
	leaq	1(%r15), %r13
