# CPU: znver3
# MEASURED: 2.00
# mulq beside three addq chains: 2.00, as on Zen 4 (zen4-int-72)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	movq %rdi, %rax
	mulq %rsi
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
