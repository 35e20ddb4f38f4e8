# CPU: znver3
# MEASURED: 6.00
# vshufps ymm and vaddps of its result in a loop-carried chain: 6.00-6.01, the add's three cycles and three more (vmulps the same): the shuffle's result reaches an FP add or multiply two cycles late, whence uops.info's three; znver3 6.00
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vshufps $85, %ymm4, %ymm3, %ymm3
	vaddps %ymm3, %ymm5, %ymm3
