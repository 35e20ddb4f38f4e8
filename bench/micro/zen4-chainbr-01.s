# CPU: znver4
# MEASURED: 1.75
# a 1-cycle loop-carried counter (addq $1, %rax), a second reader of it, two free addq chains and a fused compare-branch that reads the counter: four ALU operations and a branch, 1.00 in the model; without the branch 1.01 measured
	addq %rax, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %rax
	cmpq %rax, %rdx
	jne 1f
1:
