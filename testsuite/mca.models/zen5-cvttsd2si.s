# Zen 5: four independent truncating conversions to integers, two a
# cycle (Zen 4: one, zen4-cvttsd2si.s 4.006).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), -calibration=scalar
# CPU: znver5
# CYCLES: 2.03
	vcvttsd2si	%xmm0, %eax
	vcvttsd2si	%xmm1, %ecx
	vcvttsd2si	%xmm2, %edx
	vcvttsd2si	%xmm3, %esi
