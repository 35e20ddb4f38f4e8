# CPU: znver3
# MEASURED: 58.02
# four vsqrtps ymm in a chain: latency 14.5 (the model 15)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vsqrtps %ymm0, %ymm0
	vsqrtps %ymm0, %ymm0
	vsqrtps %ymm0, %ymm0
	vsqrtps %ymm0, %ymm0
