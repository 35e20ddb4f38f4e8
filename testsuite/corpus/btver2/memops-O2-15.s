	movl	(%rsi), %eax
	testl	%eax, %eax
	je	.L83
	movslq	%edx, %r8
	incl	%edx
	movl	%eax, (%r9,%r8,4)
	addq	$4, %rsi
	cmpq	%rdi, %rsi
	jne	.L84
