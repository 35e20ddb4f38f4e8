# Zen 3: vpmovmskb takes a transfer pipe (FP4/FP5) as vmovd does, not
# FP2, so beside two independent vaddps (FP2/FP3) it costs nothing
# (znver3 before, LLVM's FP2: 1.50).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.00
	vpmovmskb	%ymm1, %eax
	vaddps	%ymm9, %ymm3, %ymm4
	vaddps	%ymm9, %ymm5, %ymm6
