# CPU: znver3
# MEASURED: 6.99
# one vdivps beside twelve independent vmulps: (12 + 2) / 2 (znver3 7.53 before)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vdivps %ymm14, %ymm15, %ymm0
	vmulps %ymm14, %ymm15, %ymm1
	vmulps %ymm14, %ymm15, %ymm2
	vmulps %ymm14, %ymm15, %ymm3
	vmulps %ymm14, %ymm15, %ymm4
	vmulps %ymm14, %ymm15, %ymm5
	vmulps %ymm14, %ymm15, %ymm6
	vmulps %ymm14, %ymm15, %ymm7
	vmulps %ymm14, %ymm15, %ymm8
	vmulps %ymm14, %ymm15, %ymm9
	vmulps %ymm14, %ymm15, %ymm10
	vmulps %ymm14, %ymm15, %ymm11
	vmulps %ymm14, %ymm15, %ymm12
