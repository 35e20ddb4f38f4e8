# Zen 4: vcomisd's FP micro-op runs on FP2 or FP3, the pipes of vmaxsd
# (uops.info, Zen 4: VCOMISD (XMM, XMM) 1*FP23+1*FP45).  LLVM's model
# puts it on FP0/FP1 for two cycles, so that two vmaxsd beside it ran
# in 1.00 cycle per iteration.  Measured on a Zen 4 host with
# gcc-mca-measure: 1.50 (three FP23 micro-ops on two pipes).
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.50
	vcomisd	%xmm0, %xmm7
	vmaxsd	%xmm1, %xmm4, %xmm5
	vmaxsd	%xmm1, %xmm4, %xmm6
