# CPU: znver3
# MEASURED: 1.45
# vmulpd reading the result of vcvtdq2pd ymm, beside an independent vaddpd (runs: 1.45, 1.45, 1.44)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtdq2pd	%xmm1, %ymm2
	vmulpd	%ymm2, %ymm3, %ymm4
	vaddpd	%ymm5, %ymm6, %ymm7
