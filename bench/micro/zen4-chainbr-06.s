# CPU: znver4
# MEASURED: 1.25
# zen4-chainbr-02's body with a nop the branch skips
	addq %rax, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %rax
	cmpq %rdi, %rdx
	jne 1f
	nop
1:
