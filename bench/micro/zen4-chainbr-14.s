# CPU: znver4
# MEASURED: 1.25
# zen4-chainbr-02 with the fused compare a testq %rdi, %rdi: 1.25, as with cmpq
	addq %rax, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %rax
	testq %rdi, %rdi
	jne 1f
1:
