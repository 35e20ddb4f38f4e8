# CPU: znver4
# MEASURED: 1.23
1:
	movslq (%rsi,%rax,4), %r8
	addq $1, %rax
	cmpq %rax, %rdx
	jne 1b
