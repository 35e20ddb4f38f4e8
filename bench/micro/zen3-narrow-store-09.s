# CPU: znver3
# MEASURED: 4.00
# stores of 1 or 2 bytes going back to lines (4- and 8-byte stores beside them): movl %ecx, (%rdi); movl %ecx, 64(%rdi); movl %ecx, 128(%rdi); movl %ecx, 192(%rdi)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	movl %ecx, (%rdi)
	movl %ecx, 64(%rdi)
	movl %ecx, 128(%rdi)
	movl %ecx, 192(%rdi)
