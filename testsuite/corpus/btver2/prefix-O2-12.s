	addw	(%rax), %dx
	addq	$2, %rax
	movw	%dx, -2(%rax)
	cmpq	%rax, %rcx
	jne	.L61
