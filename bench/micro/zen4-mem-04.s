# CPU: znver4
# MEASURED: 7.94
# zen4-mem-01 with the store through a copy of the base register: the same address, another form
	movq %rdi, %rsi
	movzbl (%rdi), %eax
	addl $1, %eax
	movb %al, (%rsi)
