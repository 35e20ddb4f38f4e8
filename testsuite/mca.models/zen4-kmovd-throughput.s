# Zen 4: four kmovd from mask registers into general registers: one a
# cycle (uops.info Zen 4: KMOVD (R32, K) 1*FP45, reciprocal throughput
# 1.00; kmovq 2.00).  LLVM's model: two a cycle on FP2/FP3 (llvm-mca-19:
# 2.00 cycles per iteration).
# SOURCE: gcc-mca-measure on the Zen 4 host: 4.02 cycles per iteration
# CPU: znver4
# CYCLES: 4.0
	kmovd	%k1, %r8d
	kmovd	%k1, %r9d
	kmovd	%k1, %r10d
	kmovd	%k1, %r11d
