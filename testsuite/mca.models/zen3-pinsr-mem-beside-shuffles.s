# Zen 3: an insert from memory takes an FP1/FP2 pipe (uops.info VPINSRD
# (XMM, XMM, M32, I8) 1*FP12), so vpinsrd from memory beside two
# independent vpshufb takes 1.50 cycles an iteration (znver3 before:
# 1.00).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.50
	vpinsrd	$1, (%rsi), %xmm1, %xmm2
	vpshufb	%ymm9, %ymm3, %ymm4
	vpshufb	%ymm9, %ymm5, %ymm6
