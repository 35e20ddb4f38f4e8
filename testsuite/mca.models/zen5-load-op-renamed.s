# Zen 5: a load-op from one location and the store of its result back.
# Zen 5 renames the load of every load-op to the stored register (Zen 4
# only those whose load is a macro-op of its own: addl from memory there
# waits for the store buffer, zen4-forward-repeat-02.s 8.11).  Measured:
# 1.00 (spread 0.4%); popcntl, xorl, addq, andn, blsr alike (1.00-1.07).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 1.00
	addl	(%rdi), %eax
	movl	%eax, (%rdi)
