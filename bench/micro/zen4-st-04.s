# CPU: znver4
# MEASURED: 1.01
# zen4-st-01 as a byte store
	movb $1, (%rdi)
	addq $1, %rdi
