# CPU: znver3
# MEASURED: 1.93
# two vmulpd reading the result of vextracti128 (runs: 1.93, 1.93, 1.92)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vextracti128	$1, %ymm1, %xmm2
	vmulpd	%xmm2, %xmm3, %xmm4
	vmulpd	%xmm2, %xmm5, %xmm6
