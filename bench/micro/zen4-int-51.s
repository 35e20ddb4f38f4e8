# CPU: znver4
# MEASURED: 1.53
1:
	movslq (%rsi,%rax,4), %r8
	addq %r8, %rcx
	movq %rcx, (%rdi,%rax,8)
	addq $1, %rax
	cmpq %rax, %rdx
	jne 1b
