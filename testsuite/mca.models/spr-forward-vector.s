# Sapphire Rapids: a value kept in an xmm register goes through memory
# each iteration, as GCC spills it in Zstandard's sequence-storing loop
# (zstd_compress.c:3271): movq of %xmm0 to the stack, movd of its low
# half back, punpckldq.  Measured on this project's Intel machine with
# gcc-mca-measure: 6.02 cycles per iteration, punpckldq's 1 and 5 from
# the store's data to the load's result, as for a general register
# (forward-cycles-vector -3 on the xmm load's 7, forward-vector-any),
# without the cycle more a general register's 1-cycle producer costs.
# Before: 9.00.
# SOURCE: measured (gcc-mca-measure, minimum of 27 runs)
# CPU: sapphirerapids
# CYCLES: 6.02
# BINDS: memory
	movq	%xmm0, -16(%rsp)
	movd	-16(%rsp), %xmm1
	punpckldq	%xmm1, %xmm0
