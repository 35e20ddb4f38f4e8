# CPU: znver3
# MEASURED: 1.27
# one vpmovzxbw ymm from a register (the model 1.50)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpmovzxbw	%xmm1, %ymm2
