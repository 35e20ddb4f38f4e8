# CPU: znver3
# MEASURED: 0.50
# vaddps (FP2/FP3) and vandps in strict alternation: 0.50 a pair, as the pipes allow
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vaddps %ymm14, %ymm15, %ymm0
	vandps %ymm14, %ymm15, %ymm4
