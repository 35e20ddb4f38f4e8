# CPU: znver3
# MEASURED: 0.50
# vpsrad (FP1/FP2) and vpmullw (FP0/FP3) in strict alternation: 0.50 a pair
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpsrad $3, %ymm15, %ymm0
	vpmullw %ymm14, %ymm15, %ymm8
