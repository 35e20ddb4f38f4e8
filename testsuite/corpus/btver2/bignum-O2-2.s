	xorl	%edi, %edi
	addq	(%rsi,%rcx), %rax
	setc	%dil
	addq	(%rdx,%rcx), %rax
	movq	%rax, (%r9,%rcx)
	movq	%rdi, %rax
	adcq	$0, %rax
	addq	$8, %rcx
	cmpq	%r8, %rcx
	jne	.L13
