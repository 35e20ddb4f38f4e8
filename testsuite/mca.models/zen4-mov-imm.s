# Zen 4: four moves of 32-bit immediates.  uops.info Zen 4: MOV (R32,
# I32) reciprocal throughput 0.25; LLVM's model holds two ALUs per move
# (2.00 cycles per iteration).  Measured on a Zen 4 host with
# gcc-mca-measure: 1.00 (and andl $1023, %eax, the accumulator form, with
# three addq: 1.00, LLVM 1.75).
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.003
	movl	$1000, %eax
	movl	$1000, %ebx
	movl	$1000, %ecx
	movl	$1000, %edx
