# CPU: znver4
# MEASURED: 1.25
# zen4-rmw-01 with testq of the base with itself
	addq $1, (%rdi)
	addq $8, %rdi
	testq %rdi, %rdi
	jne 1f
1:
