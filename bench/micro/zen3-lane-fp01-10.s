# CPU: znver3
# MEASURED: 2.00
# vextracti128 and vinserti128 (runs: 2.00, 2.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vextracti128	$1, %ymm1, %xmm2
	vinserti128	$1, %xmm3, %ymm5, %ymm6
