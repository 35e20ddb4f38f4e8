# CPU: znver5
# MEASURED: 1.30
# six one-cycle leaq chains: 1.30 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	leaq 1(%r8), %r8
	leaq 1(%r9), %r9
	leaq 1(%r10), %r10
	leaq 1(%r11), %r11
	leaq 1(%r12), %r12
	leaq 1(%r13), %r13
