# CPU: znver4
# MEASURED: 1.99
# the same without the jne: cmpq %rax, %rdx on its own takes an ALU (five ALU operations, the model 1.74)
	addq %rax, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %rax
	cmpq %rax, %rdx
1:
