	movzbl	(%rsi,%rdi), %r8d
	movzbl	(%rdx,%rdi), %eax
	addl	%r8d, %eax
	movl	$255, %r8d
	cmpl	%r8d, %eax
	cmova	%r8d, %eax
	movb	%al, (%r9,%rdi)
	incq	%rdi
	cmpq	%rdi, %rcx
	jne	.L30
