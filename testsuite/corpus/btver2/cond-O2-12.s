	cmpb	(%rsi,%rax), %dl
	sbbb	%r8b, %r8b
	movb	%r8b, (%rdi,%rax)
	incq	%rax
	cmpq	%rax, %rcx
	jne	.L83
