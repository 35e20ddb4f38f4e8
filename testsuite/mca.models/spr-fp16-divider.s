# Sapphire Rapids: the AVX512-FP16 divisions hold the divider as the
# other divisions do.  Two independent vdivph xmm take 8 cycles each
# (uops.info's measured reciprocal throughput); LLVM's class holds no
# divider and gives 2 (port 0 twice): 4.00 cycles per iteration.
# SOURCE: uops.info (Alder Lake P: VDIVPH (XMM, XMM, XMM) throughput
# 2.00 computed from the ports / 8.00 measured)
# CPU: sapphirerapids
# CYCLES: 16.0
	vdivph	%xmm1, %xmm0, %xmm12
	vdivph	%xmm1, %xmm0, %xmm13
