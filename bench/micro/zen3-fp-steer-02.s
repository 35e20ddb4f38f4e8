# CPU: znver3
# MEASURED: 1.00
# the same four operations as two vpsrad then two vpand: 1.00, four a cycle (the model 1.01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpsrad $3, %ymm15, %ymm0
	vpsrad $3, %ymm15, %ymm1
	vpand %ymm14, %ymm15, %ymm4
	vpand %ymm14, %ymm15, %ymm5
