	cltq
	movq	%rax, %rdx
	movl	(%rdi,%rax,4), %eax
	cmpl	%edx, %eax
	jne	.L68
