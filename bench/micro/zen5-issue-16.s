# CPU: znver5
# MEASURED: 1.01
# two one-cycle addq chains and four independent leaq: 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	addq $1, %r8
	addq $1, %r9
	leaq 1(%r15), %r10
	leaq 1(%r15), %r11
	leaq 1(%r15), %r12
	leaq 1(%r15), %r13
