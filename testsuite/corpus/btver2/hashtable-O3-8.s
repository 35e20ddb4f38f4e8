	incq	%rax
	andq	%r8, %rax
	movq	%rax, %rdx
	salq	$4, %rdx
	addq	%rdi, %rdx
	cmpq	$0, (%rdx)
	jne	.L87
