# CPU: znver3
# MEASURED: 1.50
# vperm2i128 beside two independent vmulpd (runs: 1.51, 1.49)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vperm2i128	$49, %ymm1, %ymm2, %ymm3
	vmulpd	%ymm5, %ymm6, %ymm7
	vmulpd	%ymm5, %ymm6, %ymm8
