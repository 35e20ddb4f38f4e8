# CPU: znver4
# MEASURED: 1.25
# the same with the fused compare-branch on two registers the loop leaves alone: 1.25 (the counter read once more by an addq); with that addq on a constant register 1.01
	addq %rax, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %rax
	cmpq %rdi, %rdx
	jne 1f
1:
