# CPU: znver3
# MEASURED: 0.50
# vmulpd reading the result of vpaddd ymm (runs: 0.50, 0.54, 0.50)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpaddd	%ymm1, %ymm9, %ymm2
	vmulpd	%ymm2, %ymm3, %ymm4
