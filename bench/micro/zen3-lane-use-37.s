# CPU: znver3
# MEASURED: 1.52
# vmulps reading the result of vpermd (runs: 1.51, 1.54, 1.52)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermd	%ymm1, %ymm9, %ymm2
	vmulps	%ymm2, %ymm3, %ymm4
