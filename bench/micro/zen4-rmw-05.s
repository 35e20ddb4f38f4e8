# CPU: znver4
# MEASURED: 1.04
# zen4-rmw-01 with the addq to memory through a base the loop leaves alone
	addq $1, (%rsi)
	addq $8, %rdi
	cmpq %rax, %rdi
	jne 1f
1:
