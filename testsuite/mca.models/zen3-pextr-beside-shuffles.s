# Zen 3: vpextrd is two micro-ops, one on a transfer pipe (FP4/FP5) and
# one on FP1/FP2, so beside two independent vpshufb (FP1/FP2) it takes
# 1.50 cycles an iteration (znver3 before: 1.00).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.50
	vpextrd	$1, %xmm1, %eax
	vpshufb	%ymm9, %ymm3, %ymm4
	vpshufb	%ymm9, %ymm5, %ymm6
