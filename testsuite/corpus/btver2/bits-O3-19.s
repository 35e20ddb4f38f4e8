	movq	(%rsi,%rdx,8), %rax
	andq	(%rdi,%rdx,8), %rax
	incq	%rdx
	popcntq	%rax, %rax
	addl	%eax, %ecx
	cmpl	%edx, %r8d
	jg	.L113
