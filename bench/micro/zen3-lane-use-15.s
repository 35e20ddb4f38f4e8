# CPU: znver3
# MEASURED: 1.93
# two vmulpd reading the result of vcvtdq2pd ymm (runs: 1.93, 1.92, 1.93)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtdq2pd	%xmm1, %ymm2
	vmulpd	%ymm2, %ymm3, %ymm4
	vmulpd	%ymm2, %ymm5, %ymm6
