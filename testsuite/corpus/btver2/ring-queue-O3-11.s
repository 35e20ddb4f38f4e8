	leal	(%rcx,%rsi), %edx
	andl	%r9d, %edx
	movslq	%edx, %rdx
	movl	(%rdi,%rdx,4), %edx
	cmpl	%edx, %eax
	cmovl	%edx, %eax
	incl	%ecx
	cmpl	%ecx, %r8d
	jg	.L78
