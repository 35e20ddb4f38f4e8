# Zen 4: vpermps on ymm is one micro-op on FP1/FP2 with latency 4, as
# vpermd (LLVM: two micro-ops, latency 7, FP1 alone).
# SOURCE: gcc-mca-measure on the Zen 4 host: vpermps chained through its
# table 4.00 cycles per iteration, through its index 4.00 (the model
# said 7.00); three vpermps from memory 1.50 (6.00)
# CPU: znver4
# CYCLES: 4.00
	vpermps	%ymm0, %ymm2, %ymm0
