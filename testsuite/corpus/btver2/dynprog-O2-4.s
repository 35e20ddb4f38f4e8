	movq	(%rax,%rcx), %rdx
	addq	%rdx, (%rax)
	addq	$8, %rax
	cmpq	%rdi, %rax
	jne	.L27
