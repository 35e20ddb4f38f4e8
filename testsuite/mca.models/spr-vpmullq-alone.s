# Emerald Rapids: vpmullq renames in a cycle of its own.  Beside one
# addq it measures 2.00-2.02 cycles per iteration on the Emerald Rapids
# host with gcc-mca-measure (alone 1.50, its three micro-ops on ports 0
# and 1; beside one vpaddq 2.00, beside three addq 2.09-2.40).  Before,
# 1.50.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 2.0
	vpmullq	%ymm1, %ymm2, %ymm3
	addq	%rax, %rbx
