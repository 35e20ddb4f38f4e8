# CPU: znver4
# MEASURED: 2.30
# the counter incremented twice, each step read by an addq, one fused compare-branch on constant registers between
	addq %rax, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %rax
	cmpq %rdi, %rdx
	jne 1f
	addq %rax, %r11
	addq $1, %r12
	addq $1, %r13
	addq $1, %rax
1:
