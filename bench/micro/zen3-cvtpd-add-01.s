# CPU: znver3
# MEASURED: 1.00
# vcvtdq2pd ymm from an xmm, then vaddpd of its result: 1.00 (vpaddd of it 1.01; vmulpd of it 1.44, zen3-cvtpd-mul-01: the slow readers are on FP0/FP1)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtdq2pd %xmm0, %ymm1
	vaddpd %ymm1, %ymm2, %ymm3
