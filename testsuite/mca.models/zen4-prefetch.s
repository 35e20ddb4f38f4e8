# Zen 4: a prefetch takes a load port and nothing else.  LLVM marks the
# prefetches as storing too, so three of one address each waited for the
# one before to forward: 21 cycles per iteration, where the Zen 4 host
# runs them at one a third of a cycle (three load pipes).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27: 1.01 cycles per
# iteration (median 1.03)
# CPU: znver4
# CYCLES: 1.0
	prefetcht0	(%rdi)
	prefetcht0	(%rdi)
	prefetcht0	(%rdi)
