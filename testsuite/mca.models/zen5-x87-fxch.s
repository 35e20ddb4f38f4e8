# Zen 5: fxch renames, as on Zen 4 (zen4-x87-fxch.s): fxch swaps st(0)
# and st(1) and fadd adds st(2) into st(0), so each sum waits for the
# one two iterations before: two chains of fadd (6 cycles on Zen 5, 7 on
# Zen 4) side by side, 3.00 cycles per iteration (znver5 said 3.50).
# Measured: 3.00.
# SOURCE: gcc-mca-measure -calibration=scalar on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 3.00
	fxch	%st(1)
	fadd	%st(2), %st
