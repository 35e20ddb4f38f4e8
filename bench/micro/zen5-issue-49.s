# CPU: znver5
# MEASURED: 0.86
# a load read by five cmpq: 0.86 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	movq (%rdi), %r8
	cmpq %r8, %r15
	cmpq %r8, %r15
	cmpq %r8, %r15
	cmpq %r8, %r15
	cmpq %r8, %r15
