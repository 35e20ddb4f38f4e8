# Zen 5: four independent vdivps zmm an iteration: 2.5 cycles each (ymm
# and vdivss alike; Zen 4 3), which the model gives as two divider units
# busy 5 cycles each.  Measured: 10.27 (ymm 11.45 and 10.00, vdivss
# 10.22).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 10.00
	vdivps	%zmm1, %zmm2, %zmm3
	vdivps	%zmm1, %zmm2, %zmm4
	vdivps	%zmm1, %zmm2, %zmm5
	vdivps	%zmm1, %zmm2, %zmm6
