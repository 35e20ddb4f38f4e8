# CPU: znver4
# MEASURED: 2.00
# a double loaded, an unrelated comisd and the loaded double stored: 2.00 cycles per iteration (the fastest runs 2.20); any two of the three 1.00, the comisd as movq to a GPR or cvttsd2si 1.00, as ptest 1.42
	movsd (%rsi), %xmm0
	comisd %xmm1, %xmm2
	movsd %xmm0, 2048(%rsi)
