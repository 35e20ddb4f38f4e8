# CPU: znver5
# MEASURED: 1.01
# four one-cycle addq chains and three nops: 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
	nop
	nop
	nop
