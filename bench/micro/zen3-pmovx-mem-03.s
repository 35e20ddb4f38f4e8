# CPU: znver3
# MEASURED: 1.25
# two vpmovsxwd ymm from memory beside three vpaddd ymm: 1.24-1.25, five operations on the four FP pipes (vpmovsxbd, vpmovzxbw the same); znver3 3.01 before the one-cycle row
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpmovsxwd (%rsi), %ymm0
	vpmovsxwd 16(%rsi), %ymm1
	vpaddd %ymm5, %ymm6, %ymm7
	vpaddd %ymm5, %ymm6, %ymm8
	vpaddd %ymm5, %ymm6, %ymm9
