# CPU: znver5
# MEASURED: 1.25
# four loads, each read by a leaq: 1.25 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	movq 0(%rdi), %rcx
	leaq 1(%rcx), %r8
	movq 8(%rdi), %rdx
	leaq 1(%rdx), %r9
	movq 16(%rdi), %rbx
	leaq 1(%rbx), %r10
	movq 24(%rdi), %rbp
	leaq 1(%rbp), %r11
