# CPU: znver3
# MEASURED: 2.25
# vpmovsxwd ymm from a register beside vextracti128: 2.17-2.25 (two vpmovsxwd 2.39-2.55, one alone 1.17-1.27: some 1.25 cycles of the lane-crossing unit each, where vextracti128 takes 1.00); znver3 2.01
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpmovsxwd %xmm5, %ymm0
	vextracti128 $1, %ymm6, %xmm7
