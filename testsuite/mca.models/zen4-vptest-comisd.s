# Zen 4: vptest and vcomisd both send flags from the FP unit to the
# integer side, one a cycle between them.  uops.info Zen 4: VPTEST
# (XMM, XMM) and VCOMISD (XMM, XMM) reciprocal throughput 1.00 each;
# LLVM's model runs the two in one cycle.  Measured on a Zen 4 host with
# gcc-mca-measure: 2.00 cycles per iteration (vptest alone 1.00).
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.00
	vptest	%xmm1, %xmm0
	vcomisd	%xmm2, %xmm3
