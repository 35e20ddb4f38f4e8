# Three load-op cmpl through a base register the loop does not
# change, beside the pointer's addq and cmpq/jne: 1.07 (through the
# pointer: 1.50-1.74, differing between processes).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.07
	cmpl (%rbx),%edx
	cmpl 64(%rbx),%edx
	cmpl 128(%rbx),%edx
	addq $4,%rdi
	cmpq %rsi,%rdi
	jne .L1
