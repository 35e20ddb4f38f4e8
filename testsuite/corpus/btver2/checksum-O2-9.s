	movzbl	(%rdi), %edx
	incq	%rdi
	addl	%eax, %edx
	movl	%edx, %eax
	sall	$10, %eax
	addl	%edx, %eax
	movl	%eax, %edx
	shrl	$6, %edx
	xorl	%edx, %eax
	cmpq	%rsi, %rdi
	jne	.L52
