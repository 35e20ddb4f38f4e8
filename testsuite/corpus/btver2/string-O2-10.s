	cmpl	%eax, %esi
	cmove	%rdi, %rdx
	movsbl	1(%rdi), %eax
	incq	%rdi
	testb	%al, %al
	jne	.L60
