	incq	%rax
	cmpq	%rax, %r9
	je	.L72
	movzbl	(%rdx,%rax), %r11d
	movl	%eax, %r8d
	cmpb	%r11b, (%rdi,%rax)
	je	.L67
