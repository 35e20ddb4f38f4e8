# Zen 4: four independent adds and two NOPs.  A NOP takes a dispatch
# slot but no ALU (uops.info Zen 4: NOP 0 uops); LLVM's model sends it
# to an ALU (1.50).  Measured on a Zen 4 host with gcc-mca-measure:
# 1.00 cycles per iteration.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.004
	addq	$1, %rax
	addq	$1, %rbx
	addq	$1, %rcx
	addq	$1, %rdx
	nop
	nop
