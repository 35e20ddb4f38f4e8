	movzbl	(%rsi,%rax,2), %ecx
	movzbl	1(%rsi,%rax,2), %r8d
	andl	$15, %ecx
	sall	$4, %r8d
	orl	%r8d, %ecx
	movb	%cl, (%rdi,%rax)
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L47
