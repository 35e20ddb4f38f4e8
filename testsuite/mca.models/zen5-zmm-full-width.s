# Zen 5: six independent vpaddd on zmm registers run as on ymm, four a
# cycle on the four FP pipes (Zen 4 runs a 512-bit operation in two
# passes: znver4 3.00).  Measured: 1.50 (ymm: 1.50).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), -calibration=scalar
# CPU: znver5
# CYCLES: 1.50
	vpaddd	%zmm15, %zmm14, %zmm1
	vpaddd	%zmm15, %zmm14, %zmm2
	vpaddd	%zmm15, %zmm14, %zmm3
	vpaddd	%zmm15, %zmm14, %zmm4
	vpaddd	%zmm15, %zmm14, %zmm5
	vpaddd	%zmm15, %zmm14, %zmm6
