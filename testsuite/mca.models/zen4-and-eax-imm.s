# Zen 4: andl $1023, %eax (encoded as AND EAX, imm32) beside three
# independent adds.  uops.info Zen 4: AND (EAX, I32) reciprocal
# throughput 0.33; LLVM's model holds all four ALUs for it (1.75 cycles
# per iteration).  Measured on a Zen 4 host with gcc-mca-measure: 1.00.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.003
	andl	$1023, %eax
	addq	$1, %rbx
	addq	$1, %rcx
	addq	$1, %rdx
