# Zen 4: the upper lane of %ymm0 extracted and added into %xmm0, a chain
# of vextractf128 and vaddps.  LLVM gives vextractf128 4 cycles (7.00 per
# iteration).  Measured on a Zen 4 host with gcc-mca-measure: 6.01
# cycles per iteration (vaddps alone 3.00: vextractf128 takes 3).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 6.006
	vextractf128	$1, %ymm0, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
