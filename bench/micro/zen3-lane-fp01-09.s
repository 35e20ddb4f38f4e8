# CPU: znver3
# MEASURED: 2.00
# two vextracti128 (runs: 2.00, 2.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vextracti128	$1, %ymm1, %xmm2
	vextracti128	$1, %ymm3, %xmm4
