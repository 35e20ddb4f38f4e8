	movzbl	(%rdi), %eax
	incq	%rdi
	movzbl	(%rsi,%rax), %eax
	movb	%al, -1(%rdi)
	cmpq	%rdi, %rdx
	jne	.L31
