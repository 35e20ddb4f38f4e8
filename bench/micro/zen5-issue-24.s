# CPU: znver5
# MEASURED: 3.00
# two addq chains of three operations each: 3.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	addq $1, %r8
	addq $1, %r9
	addq $1, %r8
	addq $1, %r9
	addq $1, %r8
	addq $1, %r9
