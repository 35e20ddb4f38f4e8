	popcntq	(%rdi,%rax,8), %rdx
	incq	%rax
	addl	%edx, %ecx
	cmpl	%eax, %esi
	jg	.L7
