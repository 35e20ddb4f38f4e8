# Zen 3: vcomisd's FP micro-op runs on FP2 or FP3, the pipes of vaddsd,
# and one compare issues a cycle (uops.info, Zen 3: VCOMISD (XMM, XMM)
# 1*FP23+1*FP45, reciprocal throughput 1.00; VADDSD 1*FP23).  LLVM's
# model holds FP0/FP1 two cycles (1.00 cycle per iteration here).  Three
# FP23 micro-ops on two pipes: 1.50.  Measured on a Zen 4 host, which
# has the same pipes, with vmaxsd: 1.50 (zen4-comisd-fp23.s); not on a
# Zen 3 host.
# SOURCE: uops.info (Zen 3)
# CPU: znver3
# CYCLES: 1.50
	vcomisd	%xmm0, %xmm7
	vaddsd	%xmm1, %xmm4, %xmm5
	vaddsd	%xmm1, %xmm4, %xmm6
