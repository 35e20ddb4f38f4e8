# CPU: znver5
# MEASURED: 1.10
# four independent loads and three one-cycle addq chains: 1.10 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	movq (%rdi), %rcx
	movq 8(%rdi), %rdx
	movq 16(%rdi), %rbx
	movq 24(%rdi), %rbp
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
