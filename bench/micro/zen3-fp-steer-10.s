# CPU: znver3
# MEASURED: 1.35
# vpsrad, vpand, vpsrad, vpand and a nop: 1.35 for four operations, under three a cycle (the model 1.01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpsrad $3, %ymm15, %ymm0
	vpand %ymm14, %ymm15, %ymm4
	vpsrad $3, %ymm15, %ymm1
	vpand %ymm14, %ymm15, %ymm5
	nop
