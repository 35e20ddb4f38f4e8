# CPU: znver4
# MEASURED: 1.00
# two second readers of the counter, three ALU operations, a fused compare-branch: 1.00
	addq %rax, %r8
	addq %rax, %r9
	addq $1, %rax
	cmpq %rdi, %rdx
	jne 1f
1:
