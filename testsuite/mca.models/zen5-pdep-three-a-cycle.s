# Zen 5: pdep and pext, 3 cycles a result, three a cycle.  Six
# independent pdepq measure 2.02 cycles an iteration (pextq 2.02); the
# model had 6.00 (LLVM's Zen 4 class holds ALU1 besides).  Not
# modelled: beside one-cycle operations of the same units they go
# slower (three pdepq with three shlq $3 or three blsrq 2.97, with three
# imulq 3.00: results of different latencies meeting at one unit); the
# model gives 2.00, 2.00, 3.00 (before: 3.00, 3.00, 3.00).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), minimum of 15 runs
# CPU: znver5
# CYCLES: 2.00
	pdepq	%rcx, %rsi, %r8
	pdepq	%rcx, %rsi, %r9
	pdepq	%rcx, %rsi, %r10
	pextq	%rcx, %rsi, %r11
	pextq	%rcx, %rsi, %r12
	pextq	%rcx, %rsi, %r13
