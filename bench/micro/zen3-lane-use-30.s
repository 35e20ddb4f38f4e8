# CPU: znver3
# MEASURED: 1.02
# vpand reading the result of vextracti128 (runs: 1.01, 1.02, 1.07)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vextracti128	$1, %ymm1, %xmm2
	vpand	%xmm2, %xmm3, %xmm4
