	cltq
	incq	%rdi
	leaq	(%rdx,%rdx,4), %rdx
	leaq	(%rax,%rdx,2), %rdx
	movsbl	(%rdi), %eax
	subl	$48, %eax
	cmpl	$9, %eax
	jbe	.L15
