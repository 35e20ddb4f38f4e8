# CPU: znver3
# MEASURED: 7.00
# stores of 1 or 2 bytes going back to lines (4- and 8-byte stores beside them): movw %cx, (%rdi); movw %cx, 64(%rdi); movw %cx, 128(%rdi); movw %cx, 192(%rdi)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	movw %cx, (%rdi)
	movw %cx, 64(%rdi)
	movw %cx, 128(%rdi)
	movw %cx, 192(%rdi)
