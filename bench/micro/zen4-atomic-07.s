# lock addl beside three chained imulq: 9.01, the chain's pace (the
# lock does not stall the ALUs).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 9.01
	lock addl $1,(%rdi)
	imulq %r9,%r9
	imulq %r9,%r9
	imulq %r9,%r9
	addq $1,%r8
	cmpq %rsi,%r8
	jne .L1
