	movslq	(%rdi,%rax,4), %rax
	movl	%eax, (%rcx)
	leaq	(%rdi,%rax,4), %rcx
	movq	%rax, %rdx
	movslq	(%rcx), %rax
	cmpl	%eax, %edx
	jne	.L72
