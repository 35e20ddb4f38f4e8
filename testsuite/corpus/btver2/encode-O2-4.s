	movzbl	(%rdi), %eax
	andl	$-64, %eax
	cmpb	$-128, %al
	setne	%al
	incq	%rdi
	movzbl	%al, %eax
	addl	%eax, %edx
	cmpq	%rdi, %rcx
	jne	.L29
