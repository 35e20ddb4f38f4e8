# Zen 4: a mask test to flags takes the compares' path to the integer
# side too.  uops.info Zen 4: KORTESTB (K, K) 1*FP23+1*FP45, reciprocal
# throughput measured 1.18; LLVM's model 0.50.  Measured on a Zen 4 host
# with gcc-mca-measure: kortestb beside vcomisd 2.00 cycles per
# iteration (kortestb alone 1.17).
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.00
	kortestb	%k1, %k1
	vcomisd	%xmm2, %xmm3
