	movl	(%rdi,%rax,4), %esi
	movl	%esi, (%rcx,%rax,4)
	decq	%rax
	cmpl	%eax, %edx
	jle	.L34
