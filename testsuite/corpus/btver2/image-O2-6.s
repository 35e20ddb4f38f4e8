	movzbl	1(%rsi,%rax,2), %r14d
	movzbl	(%rsi,%rax,2), %edx
	addl	%r14d, %edx
	movzbl	(%rcx,%rax,2), %r14d
	addl	%r14d, %edx
	movzbl	1(%rcx,%rax,2), %r14d
	leal	2(%rdx,%r14), %edx
	sarl	$2, %edx
	movb	%dl, (%rdi,%rax)
	incq	%rax
	cmpl	%eax, %r8d
	jg	.L34
