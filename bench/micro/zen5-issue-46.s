# CPU: znver5
# MEASURED: 1.50
# two one-cycle addq chains, each read by two cmpq: 1.50 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	addq $1, %r8
	addq $1, %r9
	cmpq %r8, %r15
	cmpq %r9, %r15
	cmpq %r8, %r15
	cmpq %r9, %r15
