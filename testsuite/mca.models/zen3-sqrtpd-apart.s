# Zen 3: four independent vsqrtpd ymm take 8.5 cycles each: the FP
# divider's two units, each busy 17 cycles (znver3 before, LLVM's nine
# cycles of FP pipe 1 each: 36.05; uops.info's Zen 3 table: 8.50).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 34.02
	vsqrtpd	%ymm14, %ymm8
	vsqrtpd	%ymm14, %ymm9
	vsqrtpd	%ymm14, %ymm10
	vsqrtpd	%ymm14, %ymm11
