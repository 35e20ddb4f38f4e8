# CPU: znver5
# MEASURED: 0.98
# six movl of an immediate: 0.98 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	movl $1, %r8d
	movl $1, %r9d
	movl $1, %r10d
	movl $1, %r11d
	movl $1, %r12d
	movl $1, %r13d
