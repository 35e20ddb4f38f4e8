# CPU: znver3
# MEASURED: 1.28
# vaddpd reading the result of vpermq (runs: 1.28, 1.27, 1.28)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermq	$78, %ymm1, %ymm2
	vaddpd	%ymm2, %ymm3, %ymm4
