# CPU: znver3
# MEASURED: 34.02
# four independent vsqrtpd ymm: 8.5 cycles each (znver3 36.05 before)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vsqrtpd %ymm14, %ymm8
	vsqrtpd %ymm14, %ymm9
	vsqrtpd %ymm14, %ymm10
	vsqrtpd %ymm14, %ymm11
