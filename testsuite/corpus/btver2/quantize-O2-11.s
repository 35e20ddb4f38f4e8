	movslq	(%r10,%rsi,4), %rax
	movl	$127, %edi
	imulq	%rdx, %rax
	sarq	%cl, %rax
	cmpq	$127, %rax
	jg	.L70
	cmpq	$-128, %rax
	movl	%eax, %edi
	cmovl	%r11d, %edi
	movb	%dil, (%r9,%rsi)
	incq	%rsi
	cmpq	%rsi, %r8
	jne	.L71
