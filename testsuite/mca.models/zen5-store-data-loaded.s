# Zen 5: a store of a value the loop loads takes no operation for its
# data, nor does the load count among the integer operations: a load, two
# leaq, the store, its pointer step and a fused subl and jne run at one
# a cycle (the same storing a leaq result instead 1.20).
# Measured: 1.01 (1.01, 1.01).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 1.00
	movl (%rdx), %r10d
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	movl %r10d, (%rdi)
	addq $4, %rdi
	subl $1, %esi
	jne .L1
