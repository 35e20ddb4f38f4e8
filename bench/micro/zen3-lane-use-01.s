# CPU: znver3
# MEASURED: 1.56
# vmulpd reading the result of vextracti128 (two levels from run to run: 1.56 and 1.79) (runs: 1.56, 1.56, 1.79)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vextracti128	$1, %ymm1, %xmm2
	vmulpd	%xmm2, %xmm3, %xmm4
