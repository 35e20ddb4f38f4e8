	fldt	(%rsi)
	addq	$16, %rsi
	addq	$8, %rdi
	fstpl	-8(%rdi)
	cmpq	%rax, %rsi
	jne	.L72
