# Zen 4: vpshldvd with a memory shift count, chained through its two
# register operands (%ymm0 both).  One had no read advance: 10.03
# cycles per iteration; as the register form, 2 (measured 2.00).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# CYCLES: 2.00
	vpshldvd	(%rdi), %ymm0, %ymm0
