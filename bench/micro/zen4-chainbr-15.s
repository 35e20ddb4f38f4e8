# CPU: znver4
# MEASURED: 1.25
# zen4-chainbr-02 with two nops after the branch's target: 1.25
	addq %rax, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %rax
	cmpq %rdi, %rdx
	jne 1f
1:
	nop
	nop
