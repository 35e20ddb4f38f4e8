# CPU: znver4
# MEASURED: 1.01
# zen4-st-01 with a nop after the addq
	movq $1, (%rdi)
	addq $8, %rdi
	nop
