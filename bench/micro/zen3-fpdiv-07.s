# CPU: znver3
# MEASURED: 82.07
# four vsqrtpd ymm in a chain: latency 20.5 (the model 21)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vsqrtpd %ymm0, %ymm0
	vsqrtpd %ymm0, %ymm0
	vsqrtpd %ymm0, %ymm0
	vsqrtpd %ymm0, %ymm0
