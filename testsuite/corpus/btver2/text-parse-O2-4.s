	movq	%rcx, %rax
	cmpb	$44, -1(%rdi,%rax)
	jne	.L21
	movslq	%r8d, %rcx
	incl	%r8d
	movl	%eax, (%rdx,%rcx,4)
	cmpq	%rax, %rsi
	leaq	1(%rax), %rcx
	jne	.L24
