# Sapphire Rapids: a compare with an indexed memory operand, a jcc and
# four nops.  Measured on this project's Intel machine with
# gcc-mca-measure: 0.84 cycles per iteration, five rename slots: the
# compare and the jump fuse, memory operand and index and all (through
# (%rbx) 0.83, testl %r10d, (%rbx) 0.83, registers only 0.81); without
# the jump the compare alone and five nops take 1.33.  gcc-mca fused
# compares and tests with registers only before (1.17 here).  The jump
# goes to a label outside the loop: the harness ran it falling through,
# and a jump to the label after it would be taken on the loop's path
# (one taken branch a cycle: spr-taken-back-edge.s).
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 0.84
	cmpl	%r10d, (%rbx,%rbp,4)
	jb	.Lout
	nop
	nop
	nop
	nop
