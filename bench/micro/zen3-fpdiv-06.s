# CPU: znver3
# MEASURED: 41.97
# four vdivps ymm in a chain: latency 10.5 (the model 11)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vdivps %ymm14, %ymm0, %ymm0
	vdivps %ymm14, %ymm0, %ymm0
	vdivps %ymm14, %ymm0, %ymm0
	vdivps %ymm14, %ymm0, %ymm0
