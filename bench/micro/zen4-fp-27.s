# CPU: znver4
# MEASURED: 4.00
# two of zen4-fp-26's triples: 4.00, two cycles each (some processes' fastest runs 2.03)
	movsd (%rsi), %xmm0
	comisd %xmm1, %xmm2
	movsd %xmm0, 2048(%rsi)
	movsd 64(%rsi), %xmm4
	comisd %xmm1, %xmm5
	movsd %xmm4, 2112(%rsi)
