# Zen 4: xchg between general registers is eliminated at rename, and it
# swaps the two registers.  Here %rax is squared and exchanged with
# %rbx, so each value is squared every other iteration: two chains of
# imulq (3 cycles) side by side, 1.50 cycles per iteration, measured on
# a Zen 4 host with gcc-mca-measure (1.50, 11 runs).  Eliminating the
# exchange as two moves one after the other gave both registers the
# product (the second move copied the first one's result): 1.05.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.50
	imulq	%rax, %rax
	xchgq	%rax, %rbx
