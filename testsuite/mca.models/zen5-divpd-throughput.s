# Zen 5: four independent vdivpd ymm an iteration.  The FP divider takes
# one every 4.0 cycles (xmm and zmm the same, vdivsd too), where Zen 4's
# takes 5 (znver5 said 20.0 while it followed Zen 4).  Measured: 15.98
# (with divisors of other values, 16.66).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 16.00
# BINDS: divider FPDivider
	vdivpd	%ymm1, %ymm2, %ymm3
	vdivpd	%ymm1, %ymm2, %ymm4
	vdivpd	%ymm1, %ymm2, %ymm5
	vdivpd	%ymm1, %ymm2, %ymm6
