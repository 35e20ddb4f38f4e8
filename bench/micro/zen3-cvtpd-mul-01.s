# CPU: znver3
# MEASURED: 1.44
# vcvtdq2pd ymm from an xmm, then vmulpd of its result: 1.44 (with vaddpd of it two conversions 1.99, as the conversions alone 2.00; in-lane vcvtdq2ps then vmulps 1.00 for two; the xmm conversion 1.00 for two); the model 1.03
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtdq2pd %xmm2, %ymm0
	vmulpd %ymm5, %ymm0, %ymm0
