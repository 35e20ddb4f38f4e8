# CPU: znver4
# MEASURED: 1.02
# zen4-int-64 with an addl of the loaded byte to a sum: one more
# instruction, faster
1:
	movsbl (%rsi,%rax), %r9d
	addl %r9d, %r8d
	addq $1, %rax
	cmpq %rax, %rdx
	jne 1b
