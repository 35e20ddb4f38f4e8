# Zen 5: six one-cycle loop-carried chains, one addq each.  Six ALUs,
# yet not one iteration a cycle: only some 11 operations in 3 cycles
# issue in the cycle their operand is ready (the model's backtoback
# line), the others a cycle later.  Six independent leaq run at 1.00
# (zen5-six-independent-lea.s).  Measured: 1.28 (two runs, 1.280 and
# 1.285; 1.00 without the limit).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 1.28
	addq	%r15, %r8
	addq	%r15, %r9
	addq	%r15, %r10
	addq	%r15, %r11
	addq	%r15, %r12
	addq	%r15, %r13
