# Zen 4: vpermpd (lane-crossing) from memory is one micro-op on FP1 or
# FP2 (uops.info Zen 4: VPERMPD (YMM, M256, I8) 1*FP12, reciprocal
# throughput 0.50).  Four independent ones, measured on a Zen 4 host
# with gcc-mca-measure: 2.00 cycles per iteration; LLVM's model holds
# FP1 alone for 2 cycles each: 8.00.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.03
	vpermpd	$68, (%rsi), %ymm1
	vpermpd	$68, 32(%rsi), %ymm2
	vpermpd	$68, 64(%rsi), %ymm3
	vpermpd	$68, 96(%rsi), %ymm4
