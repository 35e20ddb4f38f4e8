# Zen 4: a prefetch ahead of two loads, the shape of a loop GCC gives
# __builtin_prefetch or -fprefetch-loop-arrays: one load port each, one
# iteration a cycle.  With the prefetch marked as a store (LLVM) it
# chained to itself through the store buffer: 7 cycles per iteration.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27: 1.00 cycles per
# iteration
# CPU: znver4
# CYCLES: 1.0
	prefetcht0	256(%rdi)
	movq	(%rsi), %rax
	movq	64(%rsi), %rcx
