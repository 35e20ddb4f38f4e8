	leal	(%rcx,%rsi), %eax
	sarl	%eax
	movslq	%eax, %rdi
	cmpl	%r8d, (%rdx,%rdi,4)
	jl	.L58
	movl	%eax, %ecx
	cmpl	%esi, %ecx
	jg	.L53
