# CPU: znver4
# MEASURED: 1.03
# zen4-rmw-01 with the cmpq against an immediate
	addq $1, (%rdi)
	addq $8, %rdi
	cmpq $100, %rdi
	jne 1f
1:
