	movl	(%r10,%rax), %esi
	imull	%ecx, %esi
	addl	(%rdx,%rax), %esi
	movl	%esi, (%r9,%rax)
	addq	$4, %rax
	cmpq	%rdi, %rax
	jne	.L39
