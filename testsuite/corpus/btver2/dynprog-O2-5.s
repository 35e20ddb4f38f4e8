	testl	%eax, %eax
	jg	.L35
	movl	(%rdi), %eax
	cmpl	%eax, %edx
	cmovl	%eax, %edx
	addq	$4, %rdi
	cmpq	%rcx, %rdi
	jne	.L33
