# xaddq without lock to one address: 7.89, its chain through memory
# not renamed (the model 7.00).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 7.89
	xaddq %rcx,(%rdi)
	addq $1,%r8
	cmpq %rsi,%r8
	jne .L1
