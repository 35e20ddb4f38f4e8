	movzbl	1(%rdi), %eax
	incq	%rdi
	leaq	1(%rsi), %rdx
	testb	%al, %al
	je	.L31
	movq	%rdx, %rsi
	movzbl	(%rsi), %edx
	cmpb	%al, %dl
	je	.L27
