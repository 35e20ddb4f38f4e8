	movl	%r8d, %ecx
	xorl	%eax, %ecx
	movl	%ecx, (%r9,%rax,4)
	incq	%rax
	cmpq	%rax, %r10
	jne	.L30
