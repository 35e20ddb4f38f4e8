# Zen 5: a chain of mulsd and addsd, 6 cycles an iteration: the add takes
# 3 cycles from the multiply (2 only from another add, the add's own
# bypass; the model: FP adds of latency 3 that read one another's
# results a cycle early).  Measured: 6.01 (mulsd+addsd), 6.02 with the
# add from memory, 12.00 for two such pairs, 8.00 for mulsd+addsd+addsd.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), minimum of 15-40 runs
# CPU: znver5
# CYCLES: 6.00
	mulsd	%xmm1, %xmm0
	addsd	%xmm2, %xmm0
