# CPU: znver3
# MEASURED: 1.37
# a vpaddd chain beside vcvtdq2ps of a constant register and a vmulps of that: 1.37 (znver3 1.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtdq2ps	%ymm7, %ymm0
	vmulps	%ymm6, %ymm0, %ymm0
	vpaddd	%ymm4, %ymm2, %ymm2
