# CPU: znver5
# MEASURED: 1.10
# two independent loads and five one-cycle addq chains: 1.10 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	movq (%rdi), %rcx
	movq 8(%rdi), %rdx
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
	addq $1, %r12
