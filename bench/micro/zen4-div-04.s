# CPU: znver4
# MEASURED: 17.99
# a divq chain with a 128-bit dividend (%rdx 5): 18.01, the andl 1 cycle of it
	movl $1000, %ecx
	andl $1, %eax
	movl $5, %edx
	divq %rcx
