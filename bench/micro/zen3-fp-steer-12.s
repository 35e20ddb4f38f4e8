# CPU: znver3
# MEASURED: 1.75
# vpsrad and vpand alternating three times, then one more vpand: 1.75, as the pipes allow (seven operations)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpsrad $3, %ymm15, %ymm0
	vpand %ymm14, %ymm15, %ymm6
	vpsrad $3, %ymm15, %ymm1
	vpand %ymm14, %ymm15, %ymm7
	vpsrad $3, %ymm15, %ymm2
	vpand %ymm14, %ymm15, %ymm8
	vpand %ymm14, %ymm15, %ymm9
