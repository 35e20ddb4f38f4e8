# Zen 5: the stored value is a copy of a leaq result that rename makes
# by an eliminated movq: it still comes from an ALU operation, and the
# store takes an operation for its data.  Three leaq, the store, its
# pointer step and a fused subl and jne: six integer operations and the
# data, 1.17 cycles.
# Measured: 1.19 (1.19, 1.20).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 1.17
# BINDS: Zn4ALU0123,Zn4BRU01,Zn4Store issue rate
	leaq 1(%r9), %r10
	movq %r10, %r12
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	movl %r12d, (%rdi)
	addq $4, %rdi
	subl $1, %esi
	jne .L1
