	addl	(%rcx,%rax,4), %edx
	incq	%rax
	cmpq	$2, %rax
	jne	.L77
