# Zen 4: vpermt2d with a memory table, chained through its index and
# destination register (%ymm0 both).  One of the two register uses had
# no read advance: 11.03 cycles per iteration; as the register form, 4
# (measured 4.00).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# CYCLES: 4.00
	vpermt2d	(%rdi), %ymm0, %ymm0
