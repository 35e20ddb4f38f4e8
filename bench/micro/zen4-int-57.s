# CPU: znver4
# MEASURED: 1.08
1:
	movslq (%rsi,%rax,4), %r8
	addq %r8, %rcx
	movq %rcx, (%rdi,%rax,8)
	incq %rax
	jne 1b
