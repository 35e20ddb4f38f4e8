# Zen 5: a chain of vdivps ymm: 10 cycles each, a cycle less than Zen
# 4's 11 (vdivss 10.02 too).  Measured: 10.02.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 10.02
	vdivps	%ymm1, %ymm0, %ymm0
