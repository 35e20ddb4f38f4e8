	addl	(%rdi), %eax
	addq	$4, %rdi
	cmpl	%edx, %eax
	jg	.L15
	cmpq	%rcx, %rdi
	jne	.L18
