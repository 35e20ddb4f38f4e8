# Zen 4: a widening multiply's high half (%rdx) is a cycle later than its
# low half (%rax).  uops.info Zen 4: MUL (R64) latency [3;4]; LLVM's
# model gives both 3.  Measured on a Zen 4 host with gcc-mca-measure:
# this chain 4.00 cycles per iteration, mulq %r8 alone (through %rax)
# 3.00.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 4.00
	mulq	%r8
	movq	%rdx, %rax
