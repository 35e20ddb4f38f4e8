# CPU: znver5
# MEASURED: 1.50
# four loads, two stores and one addq chain: 1.50 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	movq (%rdi), %rcx
	movq 8(%rdi), %rdx
	movq 16(%rdi), %rbx
	movq 24(%rdi), %rbp
	movq %r11, 64(%rsi)
	movq %r12, 128(%rsi)
	addq $1, %r8
