	incl	%ecx
	incq	%rdi
	cmpl	%eax, %edx
	jle	.L67
	movslq	%eax, %r8
	leal	1(%rax), %r9d
	movzbl	(%rsi,%r8), %r8d
	cmpb	$92, %r8b
	jne	.L69
	cmpl	%r9d, %edx
	jle	.L70
	movslq	%r9d, %r9
	movl	%ecx, %r10d
	movzbl	(%rsi,%r9), %r8d
	cmpb	$110, %r8b
	cmove	%r11d, %r8d
	addl	$2, %eax
	movb	%r8b, (%rdi)
	jmp	.L72
