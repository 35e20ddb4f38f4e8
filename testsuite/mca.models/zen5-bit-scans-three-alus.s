# Zen 5: tzcnt, bsf and bsr of a register run on the three ALUs that
# shift, three a cycle, in one micro-op of one cycle.  Six independent
# bsrq measure 2.01 cycles an iteration (tzcntq 2.01, tzcntl 2.04,
# tzcntw 2.09, bsfq 2.00, bsrl 2.04); the model had 6.00 for bsr (six
# micro-ops on ALU1), 1.00 for tzcnt and bsf (any ALU) and 4.00 for
# tzcntw.  Chains of bsrq, bsfq or tzcntq take 1 cycle a link.  The
# mix below measures 2.07 (the model had 3.00).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), minimum of 15 runs
# CPU: znver5
# CYCLES: 2.00
	bsrq	%rsi, %r8
	bsrq	%rsi, %r9
	tzcntq	%rsi, %r10
	tzcntl	%esi, %r11d
	bsfq	%rsi, %r12
	tzcntw	%si, %r13w
