# CPU: znver4
# MEASURED: 1.29
# zen4-int-81 with the jne after the cmpq (narrow-types.c:40)
	movq (%rdx,%rax), %rcx
	addq (%rsi,%rax), %rcx
	movq %rcx, (%rdi,%rax)
	addq $8, %rax
	cmpq %rax, %r8
	jne 1f
1:
