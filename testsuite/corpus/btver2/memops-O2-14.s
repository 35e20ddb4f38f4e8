	movq	(%rsi), %rax
	addq	$12, %rsi
	addq	$12, %rdi
	movq	%rax, -12(%rdi)
	movl	-4(%rsi), %eax
	movl	%eax, -4(%rdi)
	cmpq	%rdx, %rsi
	jne	.L78
