	jge	.L97
	incl	%ecx
	cmpl	%esi, %ecx
	jge	.L101
	movl	(%rdi,%r8,4), %eax
	movslq	%ecx, %r9
	addl	(%rdi,%r9,4), %eax
	cmpl	%edx, %eax
	jne	.L105
