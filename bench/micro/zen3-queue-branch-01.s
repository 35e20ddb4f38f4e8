# CPU: znver3
# MEASURED: 1.21
# four independent addq chains and two fused compare-branches on registers the loop leaves alone: 1.21 (with one 1.01); with the second chain reading the first 1.60; the model 1.01
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	addq $1, %rax
	addq $1, %rcx
	addq $1, %rsi
	addq $1, %r8
	cmpq %rdi, %rdx
	jne 1f
	cmpq %rdi, %r9
	jne 2f
1:
2:
