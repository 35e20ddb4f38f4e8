# Zen 4: fxch renames.  fxch swaps st(0) and st(1) and fadd adds st(2)
# into st(0): (a, b, c) -> (b + c, a, c) -> (a + c, b + c, c), so each
# sum waits for the one two iterations before: two chains of fadd (7
# cycles) side by side, 3.5 cycles per iteration.  Without the swap
# every fadd would wait for the one before (7.00).  Measured on a Zen 4
# host with gcc-mca-measure: 3.06.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 3.50
	fxch	%st(1)
	fadd	%st(2), %st
