# CPU: znver3
# MEASURED: 1.26
# vpmovzxbw ymm from a register beside three independent vpaddd ymm (uops.info Zen 3: 1*FP01+1*FP12; the model, LLVM's three cycles of a pipe, 1.50)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpmovzxbw	%xmm1, %ymm2
	vpaddd	%ymm9, %ymm3, %ymm4
	vpaddd	%ymm9, %ymm5, %ymm6
	vpaddd	%ymm9, %ymm7, %ymm8
