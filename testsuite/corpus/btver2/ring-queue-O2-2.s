	movl	%eax, %edx
	incl	%eax
	andl	%r8d, %edx
	movl	%eax, 4(%rdi)
	movslq	(%r9,%rdx,4), %rdx
	addq	%rdx, %rcx
	cmpl	%esi, %eax
	jne	.L10
