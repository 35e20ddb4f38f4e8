# CPU: znver3
# MEASURED: 1.45
# vmulpd reading the result of vinserti128 (two levels from run to run: 1.45 and 1.70) (runs: 1.45, 1.70, 1.45)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vinserti128	$1, %xmm1, %ymm2, %ymm3
	vmulpd	%ymm3, %ymm4, %ymm5
