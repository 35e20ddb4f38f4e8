	incq	%rax
	cmpq	%r9, %rax
	je	.L56
	movzbl	(%rdx,%rax), %r11d
	movl	%eax, %r8d
	cmpb	%r11b, (%rdi,%rax)
	je	.L51
