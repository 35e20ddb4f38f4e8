	movzbl	(%rsi,%rcx), %r8d
	movzbl	(%rdi,%rcx), %eax
	subl	%r8d, %eax
	movl	%eax, %r8d
	negl	%r8d
	cmovns	%r8d, %eax
	incq	%rcx
	addl	%eax, %r9d
	cmpq	%rcx, %rdx
	jne	.L106
