# Zen 4: a conversion from memory takes one FP2/FP3 cycle and no
# transfer from the integer side.  uops.info Zen 4: VCVTSI2SD (XMM,
# XMM, M64) 1 uop, 1*FP23, reciprocal throughput 0.50; LLVM's model
# holds FP2/FP3 two cycles (2.00 for two).  Measured on a Zen 4 host
# with gcc-mca-measure: two 1.00 cycles per iteration (one 0.50).
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.00
	vcvtsi2sdq	(%rdi), %xmm1, %xmm0
	vcvtsi2sdq	8(%rdi), %xmm1, %xmm2
