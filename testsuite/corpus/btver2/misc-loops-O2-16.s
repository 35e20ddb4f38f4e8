	movl	(%rcx,%rax), %edi
	addl	%edi, (%r9,%rax)
	subl	%edi, (%rsi,%rax)
	xorl	%edi, (%rdx,%rax)
	addq	$4, %rax
	cmpq	%r8, %rax
	jne	.L115
