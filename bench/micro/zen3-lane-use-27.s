# CPU: znver3
# MEASURED: 1.50
# vmulpd reading the result of vextracti128, beside an independent vmulpd (runs: 1.50, 1.51, 1.50)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vextracti128	$1, %ymm1, %xmm2
	vmulpd	%xmm2, %xmm3, %xmm4
	vmulpd	%xmm5, %xmm6, %xmm7
