# CPU: znver5
# MEASURED: 0.88
# seven nops: 0.88 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	nop
	nop
	nop
	nop
	nop
	nop
	nop
