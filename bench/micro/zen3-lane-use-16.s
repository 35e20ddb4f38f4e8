# CPU: znver3
# MEASURED: 1.45
# vmulpd reading the result of vcvtps2pd ymm (runs: 1.46, 1.45, 1.45)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtps2pd	%xmm1, %ymm2
	vmulpd	%ymm2, %ymm3, %ymm4
