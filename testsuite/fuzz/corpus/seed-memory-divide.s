.L20:
	sall	%cl, (%rdi)
	addq	$4, %rdi
	lock xaddl	%eax, 8(%rsi)
	divq	%r8
	cmpq	%rax, %rdi
	jne	.L20
