# Zen 5: a 16-bit read-modify-write of one location repeated, its
# registers unchanged: renamed, a cycle per iteration (Zen 4 forwards
# 1- and 2-byte accesses through the store buffer: xorb %cl, (%rdi)
# 7.40 there, 1.00 here).  Measured: 1.00 (spread 0.2-1.3%) over four
# invocations; addb $1 0.68.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 1.00
	addw	$1, 2976(%rbx,%r14,2)
