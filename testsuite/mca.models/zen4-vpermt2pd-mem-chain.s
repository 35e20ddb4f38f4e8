# Zen 4: four vpermt2pd with a table from memory, a chain through %ymm1
# (the index and result register): each step the register form's 4
# cycles (the load runs first).  LLVM's model: 7 (latency 11, read
# advance 4); llvm-mca-19: 28.01 cycles per iteration.
# SOURCE: gcc-mca-measure on the Zen 4 host: 16.01 cycles per iteration
# CPU: znver4
# CYCLES: 16.0
# BINDS: loop-carried
	vpermt2pd	-24(%rax), %ymm3, %ymm1
	vpermt2pd	-24(%rax), %ymm3, %ymm1
	vpermt2pd	-24(%rax), %ymm3, %ymm1
	vpermt2pd	-24(%rax), %ymm3, %ymm1
