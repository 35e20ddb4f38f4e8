# Skylake: movhpd loads the upper double and keeps the lower one of its
# destination; the load does not wait for the destination, so a chain
# through it costs the merge's 1 cycle (LLVM's Skylake model: 6, the
# load's latency; llvm-mca-19 6.00 cycles per iteration).
# SOURCE: uops.info (Skylake: MOVHPD (XMM, M64) latency [1;<=8],
# 1*p23+1*p5, reciprocal throughput 1.00)
# CPU: skylake
# CYCLES: 1.0
	movhpd	(%rdi), %xmm0
