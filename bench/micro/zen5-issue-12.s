# CPU: znver5
# MEASURED: 1.16
# five one-cycle addq chains and one independent leaq: 1.16 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
	addq $1, %r12
	leaq 1(%r15), %r13
