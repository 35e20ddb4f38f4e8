# Zen 3: vpermilps with a register control takes three cycles on ymm as
# on xmm: four in a chain 12.01 cycles per iteration, through the data
# or the control (uops.info's Zen 3 table, and znver3 before: 5, a
# chain through the FP domain and back: 20.00).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 12.01
	vpermilps	%ymm4, %ymm3, %ymm3
	vpermilps	%ymm4, %ymm3, %ymm3
	vpermilps	%ymm4, %ymm3, %ymm3
	vpermilps	%ymm4, %ymm3, %ymm3
