# CPU: znver4
# MEASURED: 7.40
# a byte read-modify-write of one address, repeated (the 32-bit addl $1, (%%rdi) is renamed: 1.00)
	xorb %cl, (%rdi)
