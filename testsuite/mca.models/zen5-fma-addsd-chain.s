# Zen 5: vfmadd231sd and addsd in one chain: 4 + 3 cycles.  Measured:
# 6.99 (and addsd then vfmadd231sd through its addend 7.02; vfmadd231sd
# then mulsd 7.02).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), minimum of 15-40 runs
# CPU: znver5
# CYCLES: 7.00
	vfmadd231sd	%xmm1, %xmm2, %xmm0
	addsd	%xmm3, %xmm0
