	movl	%edx, %ecx
	movl	%r8d, %eax
	sarl	%cl, %eax
	leal	1(%rsi), %ecx
	andl	$1, %eax
	movl	%r9d, %r13d
	sall	%cl, %eax
	movl	%edx, %ecx
	sarl	%cl, %r13d
	movl	%esi, %ecx
	andl	$1, %r13d
	incl	%edx
	sall	%cl, %r13d
	addl	$2, %esi
	orl	%r13d, %eax
	orl	%eax, %edi
	cmpl	$16, %edx
	jne	.L78
