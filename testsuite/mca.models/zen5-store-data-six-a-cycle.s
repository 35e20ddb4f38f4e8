# Zen 5: three independent leaq and a store of one of them to a fixed
# place, no chain: four integer operations and the store's data, five
# in all at six a cycle, 0.83 cycles (four leaq and a store of a
# register the loop does not write also run at 0.83).
# Measured: 0.85 (0.85, 0.85).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 0.84
# BINDS: Zn4ALU0123,Zn4BRU01,Zn4Store issue rate
	leaq 1(%r9), %r10
	movl %r10d, (%rdi)
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
