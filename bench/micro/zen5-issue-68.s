# CPU: znver5
# MEASURED: 0.93
# three loads and three independent leaq: 0.93 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	movq (%rdi), %rcx
	movq 8(%rdi), %rdx
	movq 16(%rdi), %rbx
	leaq 1(%r15), %r8
	leaq 1(%r15), %r9
	leaq 1(%r15), %r10
