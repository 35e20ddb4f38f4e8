# CPU: znver3
# MEASURED: 2.54
# two independent vpmovzxbw ymm from registers (the model 3.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpmovzxbw	%xmm1, %ymm2
	vpmovzxbw	%xmm3, %ymm4
