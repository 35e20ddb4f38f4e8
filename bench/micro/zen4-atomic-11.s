# mfence beside four chained imulq: 60.07 (the fence leaves the ALUs
# to the chain).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 60.07
	mfence
	imulq %r9,%r9
	imulq %r9,%r9
	imulq %r9,%r9
	imulq %r9,%r9
	addq $1,%r8
	cmpq %rsi,%r8
	jne .L1
