# Two negq read-modify-writes of one 32-byte block, the pointer's addq
# and a fused cmpq/jne.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.07
	negq (%rdi)
	negq 8(%rdi)
	addq $16, %rdi
	cmpq %rax, %rdi
	jne .L48
