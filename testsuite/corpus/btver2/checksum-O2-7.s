	movzbl	(%rdi), %edx
	imull	$65599, %eax, %eax
	incq	%rdi
	addl	%edx, %eax
	cmpq	%rdi, %rcx
	jne	.L42
