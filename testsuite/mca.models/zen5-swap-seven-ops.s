# Zen 5: the swap of two 4-byte elements, one pointer stepping up and
# one down (two loads, two stores, two steps and a macro-fused subl and
# jne, which the issue-rate limit counts once): seven operations
# an iteration at some 6.3 a cycle.  Measured: 1.12 (1.12, 1.13); one
# store each to two stepped pointers (five operations) 1.02.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 1.12
# BINDS: AllPipes issue rate
	movl (%rdi), %eax
	movl (%rdx), %ecx
	movl %ecx, (%rdi)
	movl %eax, (%rdx)
	addq $4, %rdi
	subq $4, %rdx
	subl $1, %esi
	jne .L1
