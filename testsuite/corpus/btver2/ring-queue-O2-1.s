	leal	1(%rax), %r10d
	movq	16(%rcx), %r9
	movl	%r10d, (%rcx)
	movl	(%rsi), %r10d
	incl	%edi
	andl	%r8d, %eax
	addq	$4, %rsi
	cmpl	%edi, %edx
	movl	%r10d, (%r9,%rax,4)
	je	.L1
	movl	(%rcx), %eax
	movl	8(%rcx), %r8d
	movl	%eax, %r9d
	subl	4(%rcx), %r9d
	cmpl	%r9d, %r8d
	jnb	.L7
