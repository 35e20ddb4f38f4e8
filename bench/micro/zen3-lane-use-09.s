# CPU: znver3
# MEASURED: 0.51
# vmulps reading the result of vcvtdq2ps (no lane crossing) (runs: 0.51, 0.51, 0.50)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtdq2ps	%ymm1, %ymm2
	vmulps	%ymm2, %ymm3, %ymm4
