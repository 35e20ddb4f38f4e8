# Zen 4: two loads and a store of a general register, on different
# lines: three memory operations on the load/store unit's three pipes,
# one cycle.  LLVM's model holds two of the pipes per store (1.33).
# Measured on a Zen 4 host with gcc-mca-measure: 1.00 cycles per
# iteration (three loads and a store: 1.33).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.000
	movq	(%rsi), %rax
	movq	64(%rsi), %rbx
	movq	%rcx, (%rdi)
