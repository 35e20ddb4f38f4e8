# CPU: znver3
# MEASURED: 1.00
# vextracti128 alone (uops.info Zen 3: 1.00) (runs: 1.00, 1.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vextracti128	$1, %ymm1, %xmm2
