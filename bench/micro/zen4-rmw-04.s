# CPU: znver4
# MEASURED: 1.02
# zen4-rmw-01 with an independent addq before the compare
	addq $1, (%rdi)
	addq $8, %rdi
	addq $1, %rbx
	cmpq %rax, %rdi
	jne 1f
1:
