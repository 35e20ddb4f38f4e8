# CPU: znver4
# MEASURED: 1.25
# the counter's second reader a leaq 1(%rax), %r8
	leaq 1(%rax), %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %rax
	cmpq %rdi, %rdx
	jne 1f
1:
