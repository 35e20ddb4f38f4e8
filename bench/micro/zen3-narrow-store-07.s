# CPU: znver3
# MEASURED: 3.50
# stores of 1 or 2 bytes going back to lines (4- and 8-byte stores beside them): movw %cx, (%rdi,%rax,2); addq $1, %rax; movw %dx, (%rdi,%rsi,2); addq $1, %rsi
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	movw %cx, (%rdi,%rax,2)
	addq $1, %rax
	movw %dx, (%rdi,%rsi,2)
	addq $1, %rsi
