# CPU: znver4
# MEASURED: 1.14
# zen4-int-81 with a jne on the addq's flags in place of the cmpq
	movq (%rdx,%rax), %rcx
	addq (%rsi,%rax), %rcx
	movq %rcx, (%rdi,%rax)
	addq $8, %rax
	jne 1f
1:
