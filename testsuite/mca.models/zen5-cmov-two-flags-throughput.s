# Zen 5: a cmov whose condition combines two flags (g, l, a, be; ge, le)
# is two micro-ops, the first combining the flags.  Twelve independent
# cmovgq measure 5.34 cycles an iteration (cmovlq 5.35, cmovaq 5.34,
# cmovbeq 5.59), where twelve cmoveq take 2.25 (cmovbq 2.26, cmovsq
# 2.27, twelve addq 2.26).  The model gives 4.00 (two cycles of the six
# ALUs; the rest of what is measured, as for twelve addq, is the
# schedule of twelve one-cycle chains, not modelled); it had 2.00.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), minimum of 15 runs
# CPU: znver5
# CYCLES: 4.00
	cmovgq	%rsi, %r8
	cmovgq	%rsi, %r9
	cmovgq	%rsi, %r10
	cmovgq	%rsi, %r11
	cmovgq	%rsi, %r12
	cmovgq	%rsi, %r13
	cmovgq	%rsi, %rax
	cmovgq	%rsi, %rbx
	cmovgq	%rsi, %rbp
	cmovgq	%rsi, %r14
	cmovgq	%rsi, %r15
	cmovgq	%rsi, %rdx
