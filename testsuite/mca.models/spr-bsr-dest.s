# Sapphire Rapids: bsr waits for its destination (a zero source leaves
# it as it was).  Measured on the Emerald Rapids host with
# gcc-mca-measure: 4.00 cycles per iteration, bsr's 3 and the add's 1
# (bsfq with addq $1, which rename does, 3.00; tzcnt, lzcnt and popcnt
# 1.00).  LLVM lists no read of the destination (the model said 1.00).
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 4.00
	bsrq	%rbx, %rax
	addq	%rax, %rax
