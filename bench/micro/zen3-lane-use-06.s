# CPU: znver3
# MEASURED: 1.25
# vpaddq reading the result of vpmovsxdq ymm (the model 1.50) (runs: 1.25, 1.26, 1.25)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpmovsxdq	%xmm1, %ymm2
	vpaddq	%ymm2, %ymm3, %ymm4
