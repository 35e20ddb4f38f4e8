# CPU: znver3
# MEASURED: 1.50
# vextracti128 beside two independent vmulpd (the extract shares FP0/FP1 with them as one cycle, not two: H3 says 2.00) (runs: 1.51, 1.50)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vextracti128	$1, %ymm1, %xmm2
	vmulpd	%ymm5, %ymm6, %ymm7
	vmulpd	%ymm5, %ymm6, %ymm8
