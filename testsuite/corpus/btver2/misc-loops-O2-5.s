	movl	%edx, (%rsi)
	decl	%edx
	addq	$4, %rsi
	cmpl	$-1, %edx
	jne	.L22
