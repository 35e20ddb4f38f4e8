	movl	(%r9,%rax,4), %edx
	movl	%edx, (%r8,%rax,4)
	incq	%rax
	cmpl	%eax, %r10d
	jg	.L14
