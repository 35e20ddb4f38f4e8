	movl	%ecx, %r9d
	movl	(%rsi,%rax,4), %ecx
	movl	%ecx, %r8d
	subl	%r9d, %r8d
	movl	%r8d, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L29
