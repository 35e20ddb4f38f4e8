# CPU: znver3
# MEASURED: 1.76
# vmulpd reading the result of vperm2i128 (two levels from run to run: 1.58 and 1.77) (runs: 1.58, 1.78, 1.76)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vperm2i128	$49, %ymm1, %ymm2, %ymm3
	vmulpd	%ymm3, %ymm4, %ymm5
