# CPU: znver3
# MEASURED: 1.50
# vinsertf128 from memory beside two independent vmulpd (runs: 1.50, 1.50)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vinsertf128	$1, (%rsi), %ymm3, %ymm4
	vmulpd	%ymm5, %ymm6, %ymm7
	vmulpd	%ymm5, %ymm6, %ymm8
