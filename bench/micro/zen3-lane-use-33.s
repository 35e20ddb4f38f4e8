# CPU: znver3
# MEASURED: 2.01
# vmulpd reading the result of vcvtdq2pd ymm, beside two independent vmulpd (runs: 2.01, 2.00, 2.01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtdq2pd	%xmm1, %ymm2
	vmulpd	%ymm2, %ymm3, %ymm4
	vmulpd	%ymm5, %ymm6, %ymm7
	vmulpd	%ymm5, %ymm6, %ymm8
