# CPU: znver4
# MEASURED: 1.62
# mulq beside two independent addq chains
	movq %rdi, %rax
	mulq %rsi
	addq $1, %r8
	addq $1, %r9
