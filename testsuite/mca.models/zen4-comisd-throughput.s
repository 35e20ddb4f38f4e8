# Zen 4: one compare to flags a cycle (uops.info, Zen 4: VCOMISD (XMM,
# XMM) measured reciprocal throughput 1.00), though its FP micro-op has
# two pipes: the model's FPCompareFlags unit.  Measured on a Zen 4 host
# with gcc-mca-measure: three independent vcomisd 3.00 cycles per
# iteration.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 3.00
	vcomisd	%xmm2, %xmm3
	vcomisd	%xmm4, %xmm5
	vcomisd	%xmm6, %xmm7
