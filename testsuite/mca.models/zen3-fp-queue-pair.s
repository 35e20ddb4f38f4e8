# Zen 3: the operations of one FP pipe pair wait in at most 52 of the
# FP queue's 64 entries: a load, a chain of 32 dependent addss and its
# store 25.42 cycles per iteration (znver3 with one queue of 64 said
# 22.69).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 25.42
	movss (%rsi), %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	addss %xmm1, %xmm0
	movss %xmm0, (%rdi)
