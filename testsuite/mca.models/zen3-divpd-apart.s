# Zen 3: four independent vdivpd ymm take 4.5 cycles each: the FP
# divider is two units, each busy 9 cycles (znver3 before, LLVM's five
# cycles of FP pipe 1 each: 20.04; uops.info's Zen 3 table: 4.50).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 17.92
	vdivpd	%ymm14, %ymm15, %ymm8
	vdivpd	%ymm14, %ymm15, %ymm9
	vdivpd	%ymm14, %ymm15, %ymm10
	vdivpd	%ymm14, %ymm15, %ymm11
