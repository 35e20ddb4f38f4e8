# CPU: znver3
# MEASURED: 2.82
# two vcvtdq2pd ymm, each then multiplied: 2.82-2.92 (multiplying independent registers instead 2.00); the model 2.03
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtdq2pd %xmm2, %ymm0
	vcvtdq2pd %xmm1, %ymm4
	vmulpd %ymm5, %ymm0, %ymm0
	vmulpd %ymm5, %ymm4, %ymm4
