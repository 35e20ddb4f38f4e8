# Zen 5: four 512-bit stores a line apart, one a cycle (AMD's Zen5
# optimization guide: two stores a cycle, one of them of 512 bits;
# znver4 8.00).  Measured: 4.01.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), -calibration=scalar
# CPU: znver5
# CYCLES: 4.01
	vmovups	%zmm1, (%rdi)
	vmovups	%zmm2, 64(%rdi)
	vmovups	%zmm3, 128(%rdi)
	vmovups	%zmm4, 192(%rdi)
