	movl	(%rcx), %edx
	cmpl	%edi, %edx
	jge	.L22
	movslq	%eax, %rsi
	incl	%eax
	leaq	(%r8,%rsi,4), %rsi
	movl	(%rsi), %r10d
	movl	%edx, (%rsi)
	movl	%r10d, (%rcx)
	addq	$4, %rcx
	cmpq	%rcx, %r9
	jne	.L23
