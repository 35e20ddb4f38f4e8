# CPU: znver3
# MEASURED: 1.51
# a vpaddd chain beside vcvtdq2ps of it and an independent vmulps: 1.51 (znver3 1.01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtdq2ps	%ymm2, %ymm0
	vmulps	%ymm6, %ymm6, %ymm1
	vpaddd	%ymm4, %ymm2, %ymm2
