# CPU: znver3
# MEASURED: 1.50
# vinserti128 beside two independent vmulpd (runs: 1.50, 1.50)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vinserti128	$1, %xmm2, %ymm3, %ymm4
	vmulpd	%ymm5, %ymm6, %ymm7
	vmulpd	%ymm5, %ymm6, %ymm8
