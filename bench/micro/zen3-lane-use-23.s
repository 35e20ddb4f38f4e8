# CPU: znver3
# MEASURED: 1.39
# vfmadd213pd reading the result of vextracti128 (runs: 1.39, 1.39, 1.38)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vextracti128	$1, %ymm1, %xmm2
	vfmadd213pd	%xmm3, %xmm5, %xmm2
