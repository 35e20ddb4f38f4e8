# As -01 with an independent addq appended: one more instruction, faster.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.02
	negq (%rdi)
	addq $8, %rdi
	cmpq %rax, %rdi
	jne .L48
	addq $1, %r11
