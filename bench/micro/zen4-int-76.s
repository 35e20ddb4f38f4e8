# CPU: znver4
# MEASURED: 1.21
# zen4-int-75 with the table load at a fixed address
	movzbl (%rsi), %ecx
	xorb %cl, (%rdi,%rax)
	addq $1, %rax
	cmpq %rax, %rdx
	jne 1f
1:
