	movzbl	(%rdi), %eax
	incq	%rdi
	imull	%edx, %eax
	movb	%ah, -1(%rdi)
	cmpq	%rcx, %rdi
	jne	.L74
