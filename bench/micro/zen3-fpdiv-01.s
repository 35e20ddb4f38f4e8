# CPU: znver3
# MEASURED: 13.44
# four independent vdivps ymm: 3.0-3.5 cycles each by the run (median 14.0 for four, fastest 12.9-13.4); the model takes 3.0
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vdivps %ymm14, %ymm15, %ymm8
	vdivps %ymm14, %ymm15, %ymm9
	vdivps %ymm14, %ymm15, %ymm10
	vdivps %ymm14, %ymm15, %ymm11
