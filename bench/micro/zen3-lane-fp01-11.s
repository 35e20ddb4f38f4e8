# CPU: znver3
# MEASURED: 1.00
# vextracti128 beside an independent vmulpd (runs: 1.00, 1.01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vextracti128	$1, %ymm1, %xmm2
	vmulpd	%ymm5, %ymm6, %ymm7
