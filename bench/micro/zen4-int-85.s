# CPU: znver4
# MEASURED: 1.99
# an addq chain read by a cmpq, and three independent addq chains: five ALU operations, 1.25 by throughput
	addq $1, %rax
	cmpq %rax, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
