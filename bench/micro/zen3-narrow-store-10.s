# CPU: znver3
# MEASURED: 2.00
# stores of 1 or 2 bytes going back to lines (4- and 8-byte stores beside them): movl %ecx, (%rdi,%rax,4); addq $1, %rax; movl %edx, (%rdi,%rsi,4); subq $1, %rsi
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	movl %ecx, (%rdi,%rax,4)
	addq $1, %rax
	movl %edx, (%rdi,%rsi,4)
	subq $1, %rsi
