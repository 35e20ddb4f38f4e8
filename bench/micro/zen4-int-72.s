# CPU: znver4
# MEASURED: 2.00
# mulq beside three independent addq chains
	movq %rdi, %rax
	mulq %rsi
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
