# CPU: znver3
# MEASURED: 1.26
# vpmovzxbw ymm from a register alone: 1.26 (beside two vpaddw 1.04-1.06; znver3 1.51)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpmovzxbw	%xmm4, %ymm1
