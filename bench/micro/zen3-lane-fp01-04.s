# CPU: znver3
# MEASURED: 1.04
# vcvtps2pd ymm beside an independent vmulpd (runs: 1.04, 1.03)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtps2pd	%xmm1, %ymm2
	vmulpd	%ymm5, %ymm6, %ymm7
