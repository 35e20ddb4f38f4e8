# CPU: znver3
# MEASURED: 54.11
# four vdivpd ymm in a chain: latency 13.5 (the model 13)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vdivpd %ymm14, %ymm0, %ymm0
	vdivpd %ymm14, %ymm0, %ymm0
	vdivpd %ymm14, %ymm0, %ymm0
	vdivpd %ymm14, %ymm0, %ymm0
