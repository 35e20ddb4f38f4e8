	popcntl	(%rdi,%rax,4), %edx
	incq	%rax
	addl	%edx, %ecx
	cmpl	%eax, %esi
	jg	.L16
