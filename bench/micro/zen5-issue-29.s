# CPU: znver5
# MEASURED: 1.28
# six one-cycle chains of addq of a register: 1.28 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	addq %r15, %r8
	addq %r15, %r9
	addq %r15, %r10
	addq %r15, %r11
	addq %r15, %r12
	addq %r15, %r13
