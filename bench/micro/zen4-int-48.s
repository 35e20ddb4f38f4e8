# CPU: znver4
# MEASURED: 2.00
	addq $1, %rax
	cmpq %rax, %rcx
	cmpq %rax, %rdx
	cmpq %rax, %rsi
	cmpq %rax, %r8
