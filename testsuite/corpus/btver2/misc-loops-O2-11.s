	movl	(%rdx), %eax
	addl	%eax, (%rdi)
	addq	$4, %rdi
	cmpq	%rcx, %rdi
	jne	.L65
