# Zen 5: four independent leaq, a store of one of them and the store's
# pointer step.  Five integer operations and the store's address: the
# integer side issues six a cycle (ALU, branch and store address
# operations, loads apart), and a store whose data an ALU operation made
# takes one more operation for the data: seven, 1.17 cycles.  Storing a
# register the loop does not write instead, six operations, runs at one
# a cycle.
# Measured: 1.16 (1.16, 1.16).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 1.17
# BINDS: Zn4ALU0123,Zn4BRU01,Zn4Store issue rate
	leaq 1(%r9), %r10
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	leaq 4(%r9), %r12
	movl %r10d, (%rdi)
	addq $4, %rdi
