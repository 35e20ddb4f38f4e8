# CPU: znver3
# MEASURED: 1.64
# two vpmaddwd, each read by a vpaddd chain of its own: 1.63 (one of each 1.36; two vmulps beside one chain 1.46); the model 1.02
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpmaddwd %ymm2, %ymm3, %ymm0
	vpmaddwd %ymm2, %ymm3, %ymm6
	vpaddd %ymm0, %ymm1, %ymm1
	vpaddd %ymm6, %ymm4, %ymm4
