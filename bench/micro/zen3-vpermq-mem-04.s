# CPU: znver3
# MEASURED: 2.00
# vpermq from memory beside vextracti128
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermq	$216, (%rsi), %ymm2
	vextracti128	$1, %ymm3, %xmm4
