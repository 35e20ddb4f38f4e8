# Zen 3: FP logic is on the FP side: vandps and vpaddd of its result in
# a loop-carried chain 3.98 cycles per iteration, one each and two for
# the round trip (znver3 said 2.00).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 3.98
	vandps	%ymm4, %ymm3, %ymm3
	vpaddd	%ymm3, %ymm5, %ymm3
