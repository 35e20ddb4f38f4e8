	movl	%r9d, %r8d
	movzbl	(%rsi,%rcx), %r9d
	cmpb	%al, %r8b
	movl	%eax, %r10d
	cmovbe	%r8d, %r10d
	cmpb	%r10b, %r9b
	jb	.L72
	cmpb	%al, %r8b
	cmovnb	%r8d, %eax
	cmpb	%r9b, %al
	cmova	%r9d, %eax
	movl	%eax, %r10d
	movb	%r10b, -1(%rdi,%rcx)
	incq	%rcx
	cmpq	%rcx, %rdx
	movl	%r8d, %eax
	jne	.L73
