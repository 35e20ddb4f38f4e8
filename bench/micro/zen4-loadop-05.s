# Two load-op cmpl through the pointer, its addq and a fused cmpq/jne
# on it: three ALU operations and two loads an iteration, 1.20.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.20
	cmpl 0(%rdi),%edx
	cmpl 64(%rdi),%edx
	addq $4,%rdi
	cmpq %rsi,%rdi
	jne .L1
