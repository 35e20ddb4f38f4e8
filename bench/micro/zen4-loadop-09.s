# Three load-op cmpl through the pointer, its addq, and the fused
# compare-and-branch on a register the loop does not change: 1.25.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.25
	cmpl (%rdi),%edx
	cmpl 64(%rdi),%edx
	cmpl 128(%rdi),%edx
	addq $4,%rdi
	cmpq %rsi,%r8
	jne .L1
