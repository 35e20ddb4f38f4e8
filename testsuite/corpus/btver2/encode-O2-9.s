	movzbl	(%rsi,%rax), %ecx
	movl	%ecx, %r8d
	shrb	$4, %cl
	andl	$15, %r8d
	movb	%cl, 1(%rdi,%rax,2)
	movb	%r8b, (%rdi,%rax,2)
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L52
