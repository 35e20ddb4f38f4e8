# CPU: znver3
# MEASURED: 2.00
# vpsrad, vpand, vpand, vpsrad, and again: 2.00 for eight, four a cycle
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpsrad $3, %ymm15, %ymm0
	vpand %ymm14, %ymm15, %ymm6
	vpand %ymm14, %ymm15, %ymm7
	vpsrad $3, %ymm15, %ymm1
	vpsrad $3, %ymm15, %ymm2
	vpand %ymm14, %ymm15, %ymm8
	vpand %ymm14, %ymm15, %ymm9
	vpsrad $3, %ymm15, %ymm3
