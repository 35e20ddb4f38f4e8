# CPU: znver3
# MEASURED: 0.55
# vmulps (FP0/FP1) and vandps in strict alternation: 0.55 a pair (the model 0.52)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vmulps %ymm14, %ymm15, %ymm8
	vandps %ymm14, %ymm15, %ymm4
