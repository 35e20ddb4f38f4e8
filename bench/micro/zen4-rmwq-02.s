# As -01 with the branch on a counter of its own.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.03
	negq (%rdi)
	addq $8, %rdi
	decl %edx
	jne .L48
