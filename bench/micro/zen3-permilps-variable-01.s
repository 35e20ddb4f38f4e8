# CPU: znver3
# MEASURED: 8.02
# vpermilps ymm with a register control, then vaddps of its result, in a loop-carried chain: 8.02, three cycles, three and the round trip between the domains; four vpermilps in a chain 12.01 (znver3 10.00 and 20.00 with uops.info's latency of 5)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermilps %ymm4, %ymm3, %ymm3
	vaddps %ymm3, %ymm5, %ymm3
