# Zen 4: a chain of vpshufb, 2 cycles per instruction (uops.info Zen 4
# VPSHUFB (XMM, XMM, XMM) latency 2; measured on a Zen 4 host with
# gcc-mca-measure: 2.00).  LLVM's model: 1.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.01
	vpshufb	%xmm1, %xmm0, %xmm0
