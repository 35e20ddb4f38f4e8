# Sapphire Rapids: a ymm register stored with vmovdqu, loaded back and
# doubled with vpaddd, every iteration.  Measured on this project's
# Intel machine with gcc-mca-measure: 6.88 cycles per iteration (the
# fastest of three; medians 7.87): vpaddd's 1 and about 6 from the
# store's data to the load's result.  The model: the ymm load's 8 less
# 3 (forward-cycles-vector), so 7.00.  Before: 21.00, LLVM's 12-cycle
# latency for vmovdqu to memory (a class fix makes it 1, as vmovups').
# SOURCE: measured (gcc-mca-measure, minimum of 27 runs)
# CPU: sapphirerapids
# CYCLES: 6.88
# BINDS: memory
	vmovdqu	%ymm0, (%rdi)
	vmovdqu	(%rdi), %ymm1
	vpaddd	%ymm1, %ymm1, %ymm0
