# Sapphire Rapids: a counter in memory, incremented with one
# read-modify-write instruction of an immediate.  Measured on this
# project's Intel machine with gcc-mca-measure: 1.00 cycles per
# iteration, as for subl $1, xorl $1 or andl $-2, and through (%rbp),
# 16(%rbx) or 44(%rsp): the core renames the location, each increment's
# load takes the last one's result at rename, and only the add's cycle
# remains.  Forwarded through the store buffer it would cost 7 (load 5,
# add 1, store 1: LLVM's Skylake and Ice Lake models; LLVM's Golden Cove
# model 12; llvm-mca-19 and -22 follow no memory dependency: 1.01).
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 1.00
	addl	$1, 8(%rdi)
