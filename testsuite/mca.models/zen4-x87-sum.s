# Zen 4: a long double sum (gcc -O2, `s += a[i]' over long double a[]).
# The accumulator stays in the x87 stack: fldt pushes a[i] above it and
# faddp adds into st(1) and pops, so each faddp waits for the one
# before it through the stack.  LLVM's MC layer names no stack register
# as an x87 instruction's operand (llvm-mca-19: 1.02 cycles per
# iteration); gcc-mca renames st(i) to stack slots (sim/x87_stack.def)
# and takes faddp's latency measured on the host (6).  Measured on a
# Zen 4 host with gcc-mca-measure: 6.55.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 6.02
# BINDS: %st(1)
	fldt	(%rdi)
	addq	$16, %rdi
	faddp	%st, %st(1)
	cmpq	%rax, %rdi
	jne	.L3
