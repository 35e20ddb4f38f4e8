# Zen 4: a store of a general register to an address without an index
# register, beside four independent adds: four ALU operations, 1.00
# cycles (with an index, 1.25: see zen4-store-index.s).  Measured on a
# Zen 4 host with gcc-mca-measure: 1.01 cycles per iteration.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.01
	movq	%rcx, 16(%rdi)
	addq	%r8, %r9
	addq	%r8, %r10
	addq	%r8, %r11
	addq	%r8, %r12
