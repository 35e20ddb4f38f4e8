# CPU: znver5
# MEASURED: 1.04
# four one-cycle xorq chains: 1.04 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	xorq $8, %r8
	xorq $8, %r9
	xorq $8, %r10
	xorq $8, %r11
