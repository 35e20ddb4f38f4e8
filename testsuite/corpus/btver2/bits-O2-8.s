	incl	%eax
	addq	%rdi, %rdi
	jns	.L39
