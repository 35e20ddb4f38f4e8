# CPU: znver3
# MEASURED: 4.99
# one vdivpd beside eight independent vmulpd: (8 + 2) / 2, the division holding FP pipe 1 two cycles (znver3 6.54 before)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vdivpd %ymm14, %ymm15, %ymm0
	vmulpd %ymm14, %ymm15, %ymm1
	vmulpd %ymm14, %ymm15, %ymm2
	vmulpd %ymm14, %ymm15, %ymm3
	vmulpd %ymm14, %ymm15, %ymm4
	vmulpd %ymm14, %ymm15, %ymm5
	vmulpd %ymm14, %ymm15, %ymm6
	vmulpd %ymm14, %ymm15, %ymm7
	vmulpd %ymm14, %ymm15, %ymm8
