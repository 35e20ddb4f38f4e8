# CPU: znver3
# MEASURED: 1.45
# sall of memory through a pointer, the pointer's addq and three independent addq chains, no branch: 1.45 (two chains 1.01, four 1.52, five 1.79); the model 1.27
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	sall (%rax)
	addq $4, %rax
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
1:
