# CPU: znver4
# MEASURED: 1.10
1:
	movl (%rsi,%rax,4), %r8d
	addq %r8, %rcx
	movq %rcx, (%rdi,%rax,8)
	addq $1, %rax
	cmpq %rax, %rdx
	jne 1b
