# CPU: znver4
# MEASURED: 1.37
# zen4-st-01 as a 32-bit store
	movl $1, (%rdi)
	addq $4, %rdi
