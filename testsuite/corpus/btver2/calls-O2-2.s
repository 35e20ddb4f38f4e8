	sall	(%rax)
	addq	$4, %rax
	cmpq	%rdx, %rax
	jne	.L30
