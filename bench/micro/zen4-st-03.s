# CPU: znver4
# MEASURED: 1.01
# zen4-st-01 through an index the loop advances
	movq $1, (%rdi,%rax,8)
	addq $1, %rax
