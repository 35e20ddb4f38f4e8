# negq (%rdi) through the pointer, the pointer's addq, a fused cmpq/jne
# reading it (narrow-types.c:135 as GCC 12 -O2 emits it).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.25
	negq (%rdi)
	addq $8, %rdi
	cmpq %rax, %rdi
	jne .L48
