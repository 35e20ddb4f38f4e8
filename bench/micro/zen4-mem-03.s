# CPU: znver4
# MEASURED: 8.84
# a 16-bit counter in memory at one address
	movw (%rdi), %ax
	addl $1, %eax
	movw %ax, (%rdi)
