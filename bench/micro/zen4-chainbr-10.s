# CPU: znver4
# MEASURED: 1.01
# three addq, one of them a second reader of the counter, beside a fused compare-branch on constant registers: 1.00 (one ALU operation fewer than zen4-chainbr-02)
	addq %rax, %r8
	addq $1, %r9
	addq $1, %rax
	cmpq %rdi, %rdx
	jne 1f
1:
