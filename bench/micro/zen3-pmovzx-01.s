# CPU: znver3
# MEASURED: 1.00
# two vpmovzxbw ymm from memory: 1.00 (three 1.50; uops.info Zen 3 VPMOVZXBW (YMM, M128) 1*FP12, 0.50; znver3 3.01 with LLVM holding FP1/FP2 three cycles, 1.01 with the one-cycle row of the memory forms; bench/README)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpmovzxbw	(%rsi), %ymm1
	vpmovzxbw	16(%rsi), %ymm2
