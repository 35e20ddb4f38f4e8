# CPU: znver3
# MEASURED: 2.00
# vpermd beside two independent vmulps ymm (FP0/FP1)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermd	%ymm1, %ymm9, %ymm2
	vmulps	%ymm9, %ymm3, %ymm4
	vmulps	%ymm9, %ymm5, %ymm6
