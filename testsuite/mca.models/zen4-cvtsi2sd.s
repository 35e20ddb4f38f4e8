# Zen 4: conversions from a general register to a double take the
# path from the integer side, four in five cycles.  uops.info Zen 4:
# VCVTSI2SD (XMM, XMM, R32) reciprocal throughput measured 1.25; LLVM's
# model 1.00.  Measured on a Zen 4 host with gcc-mca-measure: 1.23
# cycles per iteration.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.23
	vcvtsi2sdl	%eax, %xmm1, %xmm0
