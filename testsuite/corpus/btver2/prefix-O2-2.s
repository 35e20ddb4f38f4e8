	movslq	(%rsi,%rax,4), %r8
	addq	%r8, %rcx
	movq	%rcx, (%rdi,%rax,8)
	incq	%rax
	cmpq	%rdx, %rax
	jne	.L9
