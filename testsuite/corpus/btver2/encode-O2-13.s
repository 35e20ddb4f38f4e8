	movq	%rax, %rdx
	incq	%rax
	cmpb	%r12b, -1(%r13,%rax)
	jne	.L75
