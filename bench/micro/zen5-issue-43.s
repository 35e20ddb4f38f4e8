# CPU: znver5
# MEASURED: 1.00
# three one-cycle xorq chains and three loads indexed by a register no operation writes: 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	xorq $8, %r8
	xorq $8, %r9
	xorq $8, %r10
	movq (%rdi,%r14), %rcx
	movq (%rdi,%r14), %rdx
	movq (%rdi,%r14), %rbx
