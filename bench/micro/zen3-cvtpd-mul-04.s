# CPU: znver3
# MEASURED: 1.90
# vcvtdq2pd ymm from an xmm and two vmulpd of its result: 1.87-1.92 (one vmulpd of it and one of other registers 1.65-1.82, both of other registers 1.50); znver3 2.01
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtdq2pd %xmm0, %ymm1
	vmulpd %ymm1, %ymm2, %ymm3
	vmulpd %ymm1, %ymm5, %ymm6
