# Zen 4: two widening multiplies from memory, each after a load of %rax.
# uops.info Zen 4: MUL (R64) reciprocal throughput 1.00; LLVM's model
# holds ALU1 3 cycles per multiply (6.00).  Measured on a Zen 4 host with
# gcc-mca-measure: 2.04 cycles per iteration.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.041
	movq	(%rdi), %rax
	mulq	(%rsi)
	movq	8(%rdi), %rax
	mulq	8(%rsi)
