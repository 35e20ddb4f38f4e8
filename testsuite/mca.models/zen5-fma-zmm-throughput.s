# Zen 5: twelve independent FMAs on zmm registers, two a cycle (AMD's
# Zen5 optimization guide: two of the four 512-bit pipes multiply;
# znver4 12.00).  Measured: 6.00 (ymm: 5.99).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), -calibration=scalar
# CPU: znver5
# CYCLES: 6.00
	vfmadd231ps	%zmm15, %zmm14, %zmm0
	vfmadd231ps	%zmm15, %zmm14, %zmm1
	vfmadd231ps	%zmm15, %zmm14, %zmm2
	vfmadd231ps	%zmm15, %zmm14, %zmm3
	vfmadd231ps	%zmm15, %zmm14, %zmm4
	vfmadd231ps	%zmm15, %zmm14, %zmm5
	vfmadd231ps	%zmm15, %zmm14, %zmm6
	vfmadd231ps	%zmm15, %zmm14, %zmm7
	vfmadd231ps	%zmm15, %zmm14, %zmm8
	vfmadd231ps	%zmm15, %zmm14, %zmm9
	vfmadd231ps	%zmm15, %zmm14, %zmm10
	vfmadd231ps	%zmm15, %zmm14, %zmm11
