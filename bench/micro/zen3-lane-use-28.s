# CPU: znver3
# MEASURED: 2.89
# two vextracti128, each read by a vmulpd (runs: 2.89, 2.89, 2.90)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vextracti128	$1, %ymm1, %xmm2
	vextracti128	$1, %ymm8, %xmm9
	vmulpd	%xmm2, %xmm3, %xmm4
	vmulpd	%xmm9, %xmm5, %xmm6
