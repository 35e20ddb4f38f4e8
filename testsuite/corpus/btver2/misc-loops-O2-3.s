	movl	(%rsi), %eax
	addq	$4, %rdi
	addq	$4, %rsi
	addl	%eax, %eax
	cmpq	%rdx, %rdi
	movl	%eax, -4(%rdi)
	jb	.L12
