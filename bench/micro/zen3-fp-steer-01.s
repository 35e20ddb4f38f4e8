# CPU: znver3
# MEASURED: 0.67
# vpsrad (FP1/FP2) and vpand (any FP pipe) in strict alternation: 0.67 cycles a pair, three a cycle where the pipes allow four (the model 0.51)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpsrad $3, %ymm15, %ymm0
	vpand %ymm14, %ymm15, %ymm4
