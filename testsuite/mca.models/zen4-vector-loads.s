# Zen 4: three 16-byte loads into vector registers.  The FP unit takes
# two loads a cycle from the load/store unit (AMD Software Optimization
# Guide for Family 19h), where three loads into general registers issue
# in one cycle (measured here: 1.00).  Measured on a Zen 4 host with
# gcc-mca-measure: 1.50 cycles per iteration (four 32-byte loads 2.00).
# SOURCE: AMD SOG 19h; gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.502
	vmovups	(%rsi), %xmm0
	vmovups	16(%rsi), %xmm1
	vmovups	32(%rsi), %xmm2
