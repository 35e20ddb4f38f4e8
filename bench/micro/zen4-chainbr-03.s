# CPU: znver4
# MEASURED: 1.75
# the counter's second reader and a fused testq %rax, %rax / jne
	addq %rax, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %rax
	testq %rax, %rax
	jne 1f
1:
