# CPU: znver3
# MEASURED: 9.03
# one vsqrtpd beside twelve independent vmulpd: 9.0 where four vsqrtpd alone take 8.5 each (the model 8.5)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vsqrtpd %ymm14, %ymm0
	vmulpd %ymm14, %ymm15, %ymm1
	vmulpd %ymm14, %ymm15, %ymm2
	vmulpd %ymm14, %ymm15, %ymm3
	vmulpd %ymm14, %ymm15, %ymm4
	vmulpd %ymm14, %ymm15, %ymm5
	vmulpd %ymm14, %ymm15, %ymm6
	vmulpd %ymm14, %ymm15, %ymm7
	vmulpd %ymm14, %ymm15, %ymm8
	vmulpd %ymm14, %ymm15, %ymm9
	vmulpd %ymm14, %ymm15, %ymm10
	vmulpd %ymm14, %ymm15, %ymm11
	vmulpd %ymm14, %ymm15, %ymm12
