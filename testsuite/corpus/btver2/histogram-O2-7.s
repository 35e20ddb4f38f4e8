	movzbl	(%rsi), %eax
	incq	%rsi
	andl	$15, %eax
	incl	(%rdi,%rax,4)
	movzbl	-1(%rsi), %eax
	shrb	$4, %al
	addl	$16, %eax
	movzbl	%al, %eax
	incl	(%rdi,%rax,4)
	cmpq	%rdx, %rsi
	jne	.L36
