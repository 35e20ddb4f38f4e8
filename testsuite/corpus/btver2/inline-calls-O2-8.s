	movsbl	(%rdi), %ecx
	salq	$4, %rax
	leal	-48(%rcx), %edx
	cmpl	$9, %edx
	jbe	.L44
	leal	-97(%rcx), %r8d
	leal	-55(%rcx), %edx
	cmpl	$5, %r8d
	ja	.L44
	leal	-87(%rcx), %edx
	movslq	%edx, %rdx
	incq	%rdi
	orq	%rdx, %rax
	cmpq	%rdi, %rsi
	jne	.L46
