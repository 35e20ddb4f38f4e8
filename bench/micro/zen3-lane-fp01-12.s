# CPU: znver3
# MEASURED: 1.00
# vperm2f128 beside an independent vmulpd (runs: 1.00, 1.01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vperm2f128	$49, %ymm1, %ymm2, %ymm3
	vmulpd	%ymm5, %ymm6, %ymm7
