# CPU: znver3
# MEASURED: 1.61
# vmulpd reading the result of vextracti128, beside an independent vaddpd (runs: 1.60, 1.61, 1.62)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vextracti128	$1, %ymm1, %xmm2
	vmulpd	%xmm2, %xmm3, %xmm4
	vaddpd	%ymm5, %ymm6, %ymm7
