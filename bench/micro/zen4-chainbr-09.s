# CPU: znver4
# MEASURED: 2.00
# three free addq chains, the counter and an unfused cmpq of it (five ALU operations, the model 1.61)
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %rax
	cmpq %rax, %rdx
