# Zen 4: the 32-bit widening multiply, its high half (%edx) 4 cycles
# after its sources as the 64-bit one's.  uops.info Zen 4: MUL (R32)
# latency [3;4].  Measured on a Zen 4 host with gcc-mca-measure: 4.00
# cycles per iteration.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 4.00
	mull	%r8d
	movl	%edx, %eax
