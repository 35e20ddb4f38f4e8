# Zen 4: vextractf128 runs on FP1 or FP2, as the lane-crossing shuffles
# do: two of them and two vaddps (FP2 or FP3), measured on a Zen 4 host
# with gcc-mca-measure: 1.33 cycles per iteration (four ops on three
# pipes); two of them and two vpermpd 2.00, four alone 2.00.  LLVM's
# model puts it on FP0 (four alone 4.00); uops.info Zen 4 gives FP0123.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.35
	vextractf128	$1, %ymm0, %xmm1
	vextractf128	$1, %ymm0, %xmm2
	vaddps	%ymm0, %ymm0, %ymm5
	vaddps	%ymm0, %ymm0, %ymm6
