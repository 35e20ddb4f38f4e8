# CPU: znver4
# MEASURED: 1.21
# four free addq chains (no second reader) and two fused compare-branches on constant registers: 1.21, where one branch gives 1.01
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %rax
	cmpq %rdi, %rdx
	jne 1f
	cmpq %rdi, %rsi
	jne 1f
1:
