# Sapphire Rapids: subq $32 repeated on one register, each fused with
# the jne after it.  Golden Cove does a 64-bit add or sub of a small
# immediate at rename (alone, 0.17 cycles per iteration: the 6-wide
# rename), but not when a jump fuses with it: the macro-op's ALU
# computes it.  Measured on this project's Intel machine with
# gcc-mca-measure: 0.99-1.00 cycles per iteration (subq $1 1.00); with
# a nop between the two (the jump still reading the flags, not fused)
# 0.51.  Before: 0.50.
# SOURCE: measured (gcc-mca-measure, minimum of 18 runs)
# CPU: sapphirerapids
# CYCLES: 1.00
# BINDS: loop-carried
	subq	$32, %rdx
	jne	.L1
.L1:
