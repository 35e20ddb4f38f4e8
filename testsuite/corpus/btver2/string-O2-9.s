	cmpb	%al, %sil
	sete	%al
	incq	%rdi
	movzbl	%al, %eax
	addl	%eax, %edx
	movzbl	(%rdi), %eax
	testb	%al, %al
	jne	.L51
