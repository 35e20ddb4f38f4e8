# No read-modify-write: the pointer's addq, the fused cmpq/jne and five
# independent addq (six ALU operations: the branch takes no ALU).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.55
	addq $8, %rdi
	cmpq %rax, %rdi
	jne .L48
	addq $1, %r11
	addq $1, %r10
	addq $1, %r9
	addq $1, %r8
	addq $1, %rcx
