# CPU: znver3
# MEASURED: 17.92
# four independent vdivpd ymm: 4.5 cycles each, the FP divider two units busy 9 cycles (znver3 20.04 before)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vdivpd %ymm14, %ymm15, %ymm8
	vdivpd %ymm14, %ymm15, %ymm9
	vdivpd %ymm14, %ymm15, %ymm10
	vdivpd %ymm14, %ymm15, %ymm11
