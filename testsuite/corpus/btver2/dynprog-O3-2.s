	cmpb	%cl, (%rdx,%rax)
	je	.L18
	movzwl	(%rdi,%rax,2), %esi
	movzwl	2(%r9,%rax,2), %r8d
	cmpw	%r8w, %si
	cmovl	%r8d, %esi
	movw	%si, 2(%rdi,%rax,2)
	incq	%rax
	cmpq	%r10, %rax
	jne	.L15
