# Zen 4: mfence drains the store buffer, one fence at a time (the
# model's Fence unit, 59 cycles), without blocking the ALUs.  LLVM holds
# all four ALUs 100 cycles: 34.3 cycles per iteration (llvm-mca-19:
# 25.5), and no integer work beside it.
# SOURCE: gcc-mca-measure on the Zen 4 host: 58.78 cycles per iteration
# (after a store 59.22, beside a lock addl 59.04, beside four chained
# imulq 60.07; uops.info Zen 4 MFENCE 58.13)
# CPU: znver4
# CYCLES: 58.78
.L1:
	mfence
	addq	$1, %r8
	cmpq	%rsi, %r8
	jne	.L1
