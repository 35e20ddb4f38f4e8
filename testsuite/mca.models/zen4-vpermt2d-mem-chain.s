# Zen 4: four vpermt2d (integer) with a table from memory, a chain
# through %ymm1 (the index and result register): each step the register
# form's 4 cycles, the load running first.  LLVM's class gives the load
# form latency 8 and a read advance of 7 (1 cycle a step; llvm-mca-19:
# 4.01 cycles per iteration); form-fixes makes the latency 11.
# SOURCE: gcc-mca-measure on the Zen 4 host: 16.02 cycles per iteration
# (four vpermt2d, vpermt2q or vpermt2w (mem) chained alike)
# CPU: znver4
# CYCLES: 16.0
# BINDS: loop-carried
	vpermt2d	-24(%rax), %ymm3, %ymm1
	vpermt2d	-24(%rax), %ymm3, %ymm1
	vpermt2d	-24(%rax), %ymm3, %ymm1
	vpermt2d	-24(%rax), %ymm3, %ymm1
