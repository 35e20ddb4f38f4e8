	movl	%edx, (%rdi)
	addq	$4, %rdi
	cmpq	%rax, %rdi
	jne	.L17
