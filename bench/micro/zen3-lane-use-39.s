# CPU: znver3
# MEASURED: 0.67
# vmulpd reading the result of vpshufd ymm (in-lane) (runs: 0.69, 0.66, 0.67)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpshufd	$78, %ymm1, %ymm2
	vmulpd	%ymm2, %ymm3, %ymm4
