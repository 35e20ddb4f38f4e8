# Zen 4: a gather is microcoded: its operations take the dispatch for
# as long as its throughput, 1 cycle an element and 1 more (LLVM's
# model: one macro-op, 5 cycles through the mask, which kxnorb reads:
# llvm-mca-19 6.00 cycles per iteration).  Eight elements: 48 dispatch
# slots, the kxnorb one cycle more.
# SOURCE: gcc-mca-measure on the Zen 4 host: 9.01 cycles per iteration
# (uops.info Zen 4: VPGATHERDD (YMM, K, VSIB_YMM) 41 uops, reciprocal
# throughput 8.33)
# CPU: znver4
# CYCLES: 9.01
	kxnorb	%k2, %k2, %k2
	vpgatherdd	(%rdi,%ymm0,4), %ymm3{%k2}
