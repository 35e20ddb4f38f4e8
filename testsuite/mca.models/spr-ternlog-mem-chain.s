# Sapphire Rapids: vpternlogq with a memory operand, chained through its
# two register operands (%xmm0 the destination it also reads and the
# second source).  LLVM's class, shared with vpaddq (mem), advances only
# the first register use: the second waited for the load, 8 cycles per
# iteration.  uops.info's smaller latency is the register path, the
# register form's 1.
# SOURCE: uops.info (Alder Lake P: VPTERNLOGQ (XMM, XMM, M128, I8)
# latency [1;<=8]); the same fix measured on the Zen 4 host
# (zen4-ternlog-mem-chain.s)
# CPU: sapphirerapids
# CYCLES: 1.0
	vpternlogq	$0x96, (%rdi), %xmm0, %xmm0
