# One load-op cmpl and two plain movl loads through the pointer, its
# addq and cmpq/jne: 1.55 (two load-op cmpl and one movl measure 1.09
# in some processes and 1.52 in others).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.55
	cmpl (%rdi),%edx
	movl 64(%rdi),%r9d
	movl 128(%rdi),%r10d
	addq $4,%rdi
	cmpq %rsi,%rdi
	jne .L1
