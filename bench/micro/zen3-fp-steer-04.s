# CPU: znver3
# MEASURED: 0.67
# vpmullw (FP0/FP3) and vpand in strict alternation: 0.67 a pair (the model 0.52)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpmullw %ymm14, %ymm15, %ymm8
	vpand %ymm14, %ymm15, %ymm4
