# Zen 3: a result crosses between the integer and the FP vector domains
# a cycle late each way: vpaddd and vaddps of its result in a
# loop-carried chain 6.01 cycles per iteration, one and three and two
# for the round trip (znver3 said 4.00).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 6.01
	vpaddd	%ymm4, %ymm3, %ymm3
	vaddps	%ymm3, %ymm5, %ymm3
