# CPU: znver3
# MEASURED: 1.00
# vaddpd reading the result of vinserti128 (runs: 1.00, 1.01, 1.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vinserti128	$1, %xmm1, %ymm2, %ymm3
	vaddpd	%ymm3, %ymm4, %ymm5
