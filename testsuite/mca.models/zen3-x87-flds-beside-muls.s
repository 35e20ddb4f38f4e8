# Zen 3: flds takes a cycle of FP0/FP1, as the two vmulps beside it
# do (znver3 before, flds on no FP pipe: 1.01).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.50
	flds	(%rsi)
	fstp	%st(0)
	vmulps	%xmm1, %xmm2, %xmm3
	vmulps	%xmm1, %xmm2, %xmm4
