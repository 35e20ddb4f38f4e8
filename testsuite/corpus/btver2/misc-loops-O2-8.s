	movl	(%rdi), %eax
	testl	%eax, %eax
	js	.L46
	addl	%eax, %edx
	addq	$4, %rdi
	cmpq	%rcx, %rdi
	jne	.L47
