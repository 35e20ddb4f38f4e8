# Zen 5: mulsd, addsd, addsd in one chain: 3 + 3 + 2 cycles (the second
# add takes the first's result through the adds' own bypass).
# Measured: 8.00.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), minimum of 15-40 runs
# CPU: znver5
# CYCLES: 8.00
	mulsd	%xmm1, %xmm0
	addsd	%xmm2, %xmm0
	addsd	%xmm3, %xmm0
