# CPU: znver3
# MEASURED: 0.82
# vpsrad, vpand, vaddps: 0.82 where the pipes allow 0.75 (the model 0.77)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpsrad $3, %ymm15, %ymm0
	vpand %ymm14, %ymm15, %ymm4
	vaddps %ymm14, %ymm15, %ymm0
