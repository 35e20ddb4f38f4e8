# Zen 4: four byte inserts into one register, two from memory: a chain
# through %xmm2 of 2 cycles a step (uops.info Zen 4: PINSRB (XMM, R32,
# I8) and (XMM, M8, I8) latency [2;...]).  LLVM's model: 1 cycle for the
# register form, 4 for the memory form (latency 8, read advance 4);
# llvm-mca-19: 16.00 cycles per iteration.
# SOURCE: gcc-mca-measure on the Zen 4 host: four vpinsrb $1, %eax 8.01
# cycles per iteration, four vpinsrb $1, (mem) 8.01
# CPU: znver4
# CYCLES: 8.0
# BINDS: loop-carried
	vpinsrb	$1, %eax, %xmm2, %xmm2
	vpinsrb	$2, (%r8,%rdi), %xmm2, %xmm2
	vpinsrb	$3, %ecx, %xmm2, %xmm2
	vpinsrb	$4, 1(%r8,%rdi), %xmm2, %xmm2
