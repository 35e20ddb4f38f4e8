# CPU: znver3
# MEASURED: 0.67
# vpsrad (FP1/FP2) and vaddps (FP2/FP3) in strict alternation: 0.67 a pair (the model 0.69)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpsrad $3, %ymm15, %ymm0
	vaddps %ymm14, %ymm15, %ymm0
