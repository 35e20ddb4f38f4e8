	movl	(%rsi,%rdi), %eax
	cltd
	idivl	%ecx
	movl	%eax, (%r9,%rdi)
	addq	$4, %rdi
	cmpq	%rdi, %r8
	jne	.L14
