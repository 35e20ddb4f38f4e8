# CPU: znver4
# MEASURED: 1.38
# the counter incremented first and read in the same iteration by the next addq, beside a fused compare-branch on constant registers
	addq $1, %rax
	addq %rax, %r8
	addq $1, %r9
	addq $1, %r10
	cmpq %rdi, %rdx
	jne 1f
1:
