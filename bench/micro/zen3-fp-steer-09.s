# CPU: znver3
# MEASURED: 0.50
# vpsrad, vpand and a nop: 0.50, the dispatch width (six a cycle), the alternation of the FP operations unchanged
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpsrad $3, %ymm15, %ymm0
	vpand %ymm14, %ymm15, %ymm4
	nop
