# Zen 5: a cmov from memory reads the flags in its operation, after the
# load: a chain through the compare and the cmov's flags costs what it
# costs with the register form, 2 cycles per iteration (the load's
# address does not change).  Before, the flags waited for the whole
# load-op latency: 6 cycles.  cmovll (%rsi), %ecx in its place 3.00.
# Measured: 2.00 (spread 0.1-0.3%) over three invocations.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 2.00
	cmpl	%ecx, %edx
	cmovel	(%rsi), %ecx
