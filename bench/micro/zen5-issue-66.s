# CPU: znver5
# MEASURED: 1.10
# two stores and five nops: 1.10 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	movq %r11, 64(%rsi)
	movq %r12, 128(%rsi)
	nop
	nop
	nop
	nop
	nop
