# Zen 3: the FP shuffles are on the integer side of the bypass, and take
# one cycle: vpermilps then vshufps of its result in a loop-carried
# chain 2.00 cycles per iteration (znver3 said 6.00, uops.info's three
# cycles for each).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 2.00
	vpermilps	$85, %ymm3, %ymm3
	vshufps	$85, %ymm4, %ymm3, %ymm3
