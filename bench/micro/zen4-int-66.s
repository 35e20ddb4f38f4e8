# CPU: znver4
# MEASURED: 1.67
# zen4-int-65 with an independent addq after the induction addq
1:
	movsbl (%rsi,%rax), %r9d
	addl %r9d, %r8d
	addq $1, %rax
	addq $1, %rbx
	cmpq %rax, %rdx
	jne 1b
