# CPU: znver3
# MEASURED: 1.79
# vmulpd reading the result of vpermq (runs: 1.79, 1.78, 1.79)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermq	$78, %ymm1, %ymm2
	vmulpd	%ymm2, %ymm3, %ymm4
