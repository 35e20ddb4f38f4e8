	leal	(%rdi,%r9,2), %eax
	movzbl	(%rsi,%rcx), %r9d
	movzbl	%r8b, %edi
	addl	%r9d, %eax
	movl	%r9d, %r8d
	sarl	$2, %eax
	movb	%al, -1(%r10,%rcx)
	incq	%rcx
	cmpq	%rcx, %rdx
	jne	.L50
