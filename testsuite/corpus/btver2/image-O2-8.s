	movzwl	(%rsi), %eax
	addq	$2, %rsi
	addq	$3, %rdi
	movl	%eax, %edx
	shrw	$11, %dx
	sall	$3, %edx
	movb	%dl, -3(%rdi)
	movl	%eax, %edx
	shrw	$5, %dx
	sall	$3, %eax
	movzwl	%dx, %edx
	movb	%al, -1(%rdi)
	sall	$2, %edx
	movb	%dl, -2(%rdi)
	cmpq	%rsi, %rcx
	jne	.L47
