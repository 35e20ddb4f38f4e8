# Zen 5: four independent vsqrtpd zmm an iteration: 7.5 cycles each
# (xmm and ymm alike; vsqrtsd 7.7), Zen 4's model 9.  Measured: 30.05
# (ymm 30.55, xmm 30.24).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 30.05
	vsqrtpd	%zmm1, %zmm3
	vsqrtpd	%zmm1, %zmm4
	vsqrtpd	%zmm1, %zmm5
	vsqrtpd	%zmm1, %zmm6
