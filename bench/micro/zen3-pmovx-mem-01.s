# CPU: znver3
# MEASURED: 1.00
# two vpmovsxwd ymm from memory: 1.00 (one 0.50, three 1.51 as three ymm loads; vpmovsxbw, vpmovsxdq, vpmovsxbd, vpmovzxwd, vpmovzxbd the same; uops.info Zen 3 VPMOVSXWD (YMM, M128) 1*FP12, 0.50); znver3 3.01 before LLVM's three cycles on FP1/FP2 became one
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpmovsxwd (%rsi), %ymm0
	vpmovsxwd 16(%rsi), %ymm1
