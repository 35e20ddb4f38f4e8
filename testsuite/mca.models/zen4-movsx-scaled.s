# Zen 4: a sign-extending load takes a cycle more than a load from the
# same address: 6 cycles with a scaled index (5 with a base and an
# unscaled index).  Measured on a Zen 4 host with gcc-mca-measure, a
# chain through the index: 6.00 cycles per load (LLVM: 5).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 6.0
	movswq	(%rsi,%rcx,2), %rcx
