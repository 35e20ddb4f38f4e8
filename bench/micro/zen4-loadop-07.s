# Three plain movl loads through the pointer, its addq and cmpq/jne:
# 1.08.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.08
	movl (%rdi),%r8d
	movl 64(%rdi),%r9d
	movl 128(%rdi),%r10d
	addq $4,%rdi
	cmpq %rsi,%rdi
	jne .L1
