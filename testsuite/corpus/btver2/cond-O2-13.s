	movl	(%rcx), %eax
	cmpl	%eax, %r8d
	cmovg	%eax, %r8d
	cmpl	%eax, %esi
	cmovl	%eax, %esi
	addq	$4, %rcx
	cmpq	%rdi, %rcx
	jne	.L88
