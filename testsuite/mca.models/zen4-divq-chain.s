# Zen 4: a chain of 64-bit divisions (each quotient the next dividend).
# uops.info, Zen 4: DIV (R64) latency from 9; LLVM says 17.  Measured on a
# Zen 4 host with gcc-mca-measure: 9.00 cycles per iteration.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 9.0
	movq	%rax, %rcx
	xorl	%edx, %edx
	divq	%rbx
