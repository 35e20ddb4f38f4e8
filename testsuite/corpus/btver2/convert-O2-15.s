	movsbq	(%rsi,%rax), %rcx
	movq	%rcx, (%rdi,%rax,8)
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L80
