# Zen 5: three independent vcomisd, two compares to flags a cycle (Zen 4:
# one, zen4-comisd-throughput.s 3.00).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), -calibration=scalar
# CPU: znver5
# CYCLES: 1.48
	vcomisd	%xmm2, %xmm3
	vcomisd	%xmm4, %xmm5
	vcomisd	%xmm6, %xmm7
